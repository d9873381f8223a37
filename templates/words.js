// The page's one formatter of messages (src/words, i18n/*.ftl): the
// walkthrough and the race fill every message here. A message is a
// template string with `{name}` holes, or, when it chooses its words by a
// number (a Fluent selector), its parts: text, `{var}`, and
// `{plural, arms, other}`, whose variant is chosen with the browser's
// Intl.PluralRules in the page's language, the CLDR rules the Rust side
// chooses with too. A hole without a value stays as it is written.

const PLURAL_RULES = new Intl.PluralRules(document.documentElement.lang || 'en');

function has(values, name) {
  return Object.prototype.hasOwnProperty.call(values, name);
}

function fill(message, values) {
  if (typeof message === 'string') {
    return message.replace(/\{([a-z_][a-z0-9_]*)\}/g, (hole, name) =>
      (has(values, name) ? String(values[name]) : hole));
  }
  return message.map((part) => fillPart(part, values)).join('');
}

function fillPart(part, values) {
  if (typeof part === 'string') return part;
  if (part.var !== undefined) {
    return has(values, part.var) ? String(values[part.var]) : '{' + part.var + '}';
  }
  // A number may arrive grouped for display ("1,024"): choose by its value.
  const n = Number(String(values[part.plural]).replace(/[^0-9.-]/g, ''));
  const category = PLURAL_RULES.select(n);
  const arm = part.arms.find(([key]) => key === '=' + n || key === category);
  return fill(arm ? arm[1] : part.other, values);
}
