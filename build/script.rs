// Which script each Chinese catalog is written in, checked character by
// character (included by the build and by the tests of src/render/lang).

/// Characters that differ between the scripts, as (Simplified,
/// Traditional), among those our messages use or could easily slip into
/// them: a Simplified catalog holds none of the right-hand side, a
/// Traditional one none of the left. Pairs whose Simplified side is also an
/// ordinary Traditional character in another sense (折, as in 折扣, beside
/// 摺) are left out; 后, 里, 余, 几 and 并 stay in, since a Traditional
/// catalog writes them only in senses our messages never use.
#[rustfmt::skip]
pub const SCRIPT_PAIRS: &[(char, char)] = &[
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

/// The characters of `text` foreign to `script` (`latin`: any CJK
/// character; `simplified`: the Traditional side of a pair; `traditional`:
/// the Simplified side).
pub fn foreign(script: &str, text: &str) -> Vec<char> {
    text.chars()
        .filter(|&c| match script {
            "latin" => ('\u{2E80}'..='\u{9FFF}').contains(&c),
            "simplified" => SCRIPT_PAIRS.iter().any(|&(_, t)| t == c),
            "traditional" => SCRIPT_PAIRS.iter().any(|&(s, _)| s == c),
            _ => false,
        })
        .collect()
}
