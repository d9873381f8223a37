// The page's one formatter of messages (src/words, i18n/*.ftl): the
// walkthrough and the race fill every message here. A message is a
// template string with `{name}` holes, or, when it chooses its words by a
// number (a Fluent selector), its parts: text, `{var}`, and
// `{plural, arms, other}`, whose variant is chosen by a word ("=pruned")
// or by a number with the browser's Intl.PluralRules in the page's
// language, the CLDR rules the Rust side chooses with too. A hole without
// a value stays as it is written.

const PLURAL_RULES = new Intl.PluralRules(document.documentElement.lang || 'en');

function has(values, name) {
  return Object.prototype.hasOwnProperty.call(values, name);
}

// A space separates Chinese from Latin letters and digits, never two
// Chinese characters: the one space a template puts between a value that
// ends in a Chinese character ("60 万", "舞蹈链（dlx）") and a Chinese
// character of its own goes (src/words/spacing.rs, the same rule).
const CHINESE = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff0f\uff1a-\uff20]/;

function endsChinese(value) {
  const v = value.replace(/\u2069+$/, '');
  return v !== '' && CHINESE.test(v[v.length - 1]);
}

function startsChinese(value) {
  const v = value.replace(/^\u2068+/, '');
  return v !== '' && CHINESE.test(v[0]);
}

function spaced(value, space) {
  return value + (space && endsChinese(value) ? '' : space);
}

// The space before a value goes too, between a Chinese character of the
// template's and a value starting with one.
function unspaceBefore(text, value) {
  return / $/.test(text) && CHINESE.test(text[text.length - 2] || '') && startsChinese(value)
    ? text.slice(0, -1) : text;
}

function fill(message, values) {
  if (typeof message === 'string') {
    let out = '';
    let last = 0;
    const holes = /\{([a-z_][a-z0-9_]*)\}( (?=[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff0f\uff1a-\uff20]))?/g;
    for (const m of message.matchAll(holes)) {
      const [hole, name, space] = m;
      const text = message.slice(last, m.index);
      last = m.index + hole.length;
      if (!has(values, name)) {
        out += text + hole;
        continue;
      }
      const value = String(values[name]);
      out += unspaceBefore(out + text, value).slice(out.length) + spaced(value, space || '');
    }
    return out + message.slice(last);
  }
  let out = '';
  let afterValue = false;
  for (const part of message) {
    const text = fillPart(part, values);
    if (part.var !== undefined) out = unspaceBefore(out, text);
    out += afterValue && typeof part === 'string' && /^ /.test(text) && CHINESE.test(text[1] || '')
      && endsChinese(out) ? text.slice(1) : text;
    afterValue = part.var !== undefined;
  }
  return out;
}

function fillPart(part, values) {
  if (typeof part === 'string') return part;
  if (part.var !== undefined) {
    return has(values, part.var) ? String(values[part.var]) : '{' + part.var + '}';
  }
  // A number may arrive grouped for display ("1,024"): choose by its value.
  // A word ("=pruned") is chosen by the value's text.
  const text = String(values[part.plural]);
  const n = Number(text.replace(/[^0-9.-]/g, ''));
  const category = PLURAL_RULES.select(n);
  const arm = part.arms.find(([key]) => key === '=' + text || key === '=' + n || key === category);
  return fill(arm ? arm[1] : part.other, values);
}

// A count as the page's language writes one (src/words/number.rs):
// grouped by three ("13,820"), or, in a language with `myriads` (Chinese:
// {wan, yi}), in plain digits ("13820"), as the text trace writes it.
function countShown(n, myriads) {
  const digits = String(n);
  return myriads ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

// A limit someone chose, as the language writes one: a count, or in
// Chinese a round one in its unit ("100 万", "1 亿").
function limitShown(n, myriads) {
  if (myriads && n >= 1e8 && n % 1e8 === 0) return (n / 1e8) + ' ' + myriads.yi;
  if (myriads && n >= 1e4 && n % 1e4 === 0) return (n / 1e4) + ' ' + myriads.wan;
  return countShown(n, myriads);
}
