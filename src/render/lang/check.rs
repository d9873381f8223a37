//! What a test holds every catalog to, beyond what the compiler sees: no
//! message empty, the holes of the English template and no other, and the
//! language's own script. Shared by the catalogs' tests and those of the
//! `compare` page's words.

use std::collections::BTreeSet;

use serde::Serialize;
use serde_json::Value;

use super::Lang;

/// Characters that differ between the scripts, as (Simplified,
/// Traditional), among those our messages use or could easily slip into
/// them: a Simplified catalog holds none of the right-hand side, a
/// Traditional one none of the left. Pairs whose Simplified side is also an
/// ordinary Traditional character in another sense (折, as in 折扣, beside
/// 摺) are left out; 后, 里, 余, 几 and 并 stay in, since a Traditional
/// catalog writes them only in senses our messages never use.
#[rustfmt::skip]
pub(in crate::render) const SCRIPT_PAIRS: &[(char, char)] = &[
    ('备', '備'), ('选', '選'), ('数', '數'), ('试', '試'), ('宫', '宮'), ('个', '個'),
    ('这', '這'), ('来', '來'), ('没', '沒'), ('复', '復'), ('归', '歸'), ('为', '為'),
    ('无', '無'), ('将', '將'), ('从', '從'), ('后', '後'), ('与', '與'), ('时', '時'),
    ('说', '說'), ('冲', '衝'), ('独', '獨'), ('寻', '尋'), ('尝', '嘗'), ('删', '刪'),
    ('刚', '剛'), ('单', '單'), ('图', '圖'), ('层', '層'), ('凭', '憑'), ('检', '檢'),
    ('测', '測'), ('录', '錄'), ('记', '記'), ('计', '計'), ('统', '統'), ('规', '規'),
    ('则', '則'), ('过', '過'), ('达', '達'), ('还', '還'), ('进', '進'), ('连', '連'),
    ('间', '間'), ('开', '開'), ('关', '關'), ('隐', '隱'), ('显', '顯'), ('页', '頁'),
    ('项', '項'), ('须', '須'), ('题', '題'), ('颜', '顏'), ('点', '點'), ('热', '熱'),
    ('树', '樹'), ('节', '節'), ('结', '結'), ('绝', '絕'), ('给', '給'), ('续', '續'),
    ('义', '義'), ('盖', '蓋'), ('处', '處'), ('许', '許'), ('请', '請'), ('读', '讀'),
    ('键', '鍵'), ('钮', '鈕'), ('长', '長'), ('两', '兩'), ('内', '內'), ('执', '執'),
    ('暂', '暫'), ('条', '條'), ('标', '標'), ('栏', '欄'), ('毕', '畢'), ('画', '畫'),
    ('盘', '盤'), ('码', '碼'), ('种', '種'), ('径', '徑'), ('择', '擇'), ('败', '敗'),
    ('骤', '驟'), ('约', '約'), ('终', '終'), ('经', '經'), ('对', '對'), ('会', '會'),
    ('讲', '講'), ('运', '運'), ('销', '銷'), ('踪', '蹤'), ('张', '張'), ('当', '當'),
    ('决', '決'), ('脚', '腳'), ('叠', '疊'), ('余', '餘'), ('几', '幾'), ('并', '並'),
    ('里', '裡'), ('里', '裏'), ('该', '該'), ('问', '問'), ('现', '現'), ('发', '發'),
    ('动', '動'), ('实', '實'), ('态', '態'), ('线', '線'), ('网', '網'), ('览', '覽'),
    ('资', '資'), ('讯', '訊'),
];

/// Which script a language writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::render) enum Script {
    /// Latin letters only (English).
    Latin,
    /// Simplified Chinese characters.
    Simplified,
    /// Traditional Chinese characters.
    Traditional,
}

/// The script `lang` writes.
pub(in crate::render) fn script(lang: Lang) -> Script {
    match lang {
        Lang::En => Script::Latin,
        Lang::ZhHans => Script::Simplified,
        Lang::ZhHant | Lang::ZhTw => Script::Traditional,
    }
}

/// The names of the `{name}` holes of `template`.
pub(in crate::render) fn holes(template: &str) -> BTreeSet<&str> {
    let mut out = BTreeSet::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        out.insert(&after[..close]);
        rest = &after[close + 1..];
    }
    out
}

/// Every string of `catalog`, with its path (`phrases.counters[3].name`).
pub(in crate::render) fn messages(catalog: &impl Serialize) -> Vec<(String, String)> {
    fn walk(path: &str, value: &Value, out: &mut Vec<(String, String)>) {
        match value {
            Value::String(s) => out.push((path.to_string(), s.clone())),
            Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    walk(&format!("{path}[{i}]"), item, out);
                }
            }
            Value::Object(fields) => {
                for (name, item) in fields {
                    let path = if path.is_empty() {
                        name.clone()
                    } else {
                        format!("{path}.{name}")
                    };
                    walk(&path, item, out);
                }
            }
            _ => {}
        }
    }
    let value = serde_json::to_value(catalog).expect("a catalog is plain strings");
    let mut out = Vec::new();
    walk("", &value, &mut out);
    out
}

/// What is wrong with `catalog` in `lang`, held to `english`: a message
/// missing or empty, holes other than the English template's, characters of
/// the other script. Empty when nothing is.
pub(in crate::render) fn faults(
    lang: Lang,
    english: &impl Serialize,
    catalog: &impl Serialize,
) -> Vec<String> {
    let english = messages(english);
    let catalog = messages(catalog);
    let mut faults = Vec::new();
    let tag = lang.tag();
    for (path, template) in &english {
        let Some((_, message)) = catalog.iter().find(|(p, _)| p == path) else {
            faults.push(format!("{tag}: {path} is missing"));
            continue;
        };
        if message.trim().is_empty() {
            faults.push(format!("{tag}: {path} is empty"));
        }
        if holes(message) != holes(template) {
            faults.push(format!(
                "{tag}: {path} has holes {:?}, English {:?}: {message}",
                holes(message),
                holes(template)
            ));
        }
    }
    for (path, message) in &catalog {
        if !english.iter().any(|(p, _)| p == path) {
            faults.push(format!("{tag}: {path} is not an English message"));
        }
        for c in message.chars() {
            let foreign = match script(lang) {
                Script::Latin => ('\u{2E80}'..='\u{9FFF}').contains(&c),
                Script::Simplified => SCRIPT_PAIRS.iter().any(|&(_, t)| t == c),
                Script::Traditional => SCRIPT_PAIRS.iter().any(|&(s, _)| s == c),
            };
            if foreign {
                faults.push(format!(
                    "{tag}: {path} writes {c}, of the other script: {message}"
                ));
            }
        }
    }
    faults
}
