//! https://drafts.csswg.org/css-conditional-3/#the-csssupportsrule-interface
//! (its condition text is CSSConditionRule's).

use crate::generated::CSSSupportsRuleMethods;

pub struct CSSSupportsRule;

impl CSSSupportsRuleMethods for CSSSupportsRule {}
