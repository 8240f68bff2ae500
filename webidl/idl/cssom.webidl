// The subset of CSSOM's IDL (https://drafts.csswg.org/cssom/#idl-index) that
// webmcp implements, copied unchanged member by member.

typedef DOMString CSSOMString;

// https://drafts.csswg.org/cssom/#namespacedef-css, with the members of
// https://drafts.csswg.org/css-conditional-3/#the-css-namespace (that
// draft's partial namespace, merged here).
[Exposed=Window]
namespace CSS {
  CSSOMString escape(CSSOMString ident);
  boolean supports(CSSOMString property, CSSOMString value);
  boolean supports(CSSOMString conditionText);
};

[Exposed=Window]
interface CSSStyleDeclaration {
  [CEReactions] attribute CSSOMString cssText;
  readonly attribute unsigned long length;
  getter CSSOMString item(unsigned long index);
  CSSOMString getPropertyValue(CSSOMString property);
  CSSOMString getPropertyPriority(CSSOMString property);
  [CEReactions] undefined setProperty(CSSOMString property, [LegacyNullToEmptyString] CSSOMString value, optional [LegacyNullToEmptyString] CSSOMString priority = "");
  [CEReactions] CSSOMString removeProperty(CSSOMString property);
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString cssFloat;
};

// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-camel-cased-attribute:
// one attribute per property the engine supports (runtime::css::cssom::all_property_names;
// bindings/tests/cssom.rs checks that this list matches). `[CSSProperty]` is
// this engine's: the generator defines the dashed attribute with each one and
// both go to the implementation's get_css_property/set_css_property.
partial interface CSSStyleDeclaration {
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString accentColor;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString alignContent;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString alignItems;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString alignSelf;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString animation;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString animationDelay;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString animationDirection;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString animationDuration;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString animationFillMode;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString animationIterationCount;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString animationName;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString animationPlayState;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString animationTimingFunction;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString appearance;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString aspectRatio;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString backdropFilter;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString backfaceVisibility;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString background;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString backgroundAttachment;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString backgroundBlendMode;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString backgroundClip;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString backgroundColor;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString backgroundImage;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString backgroundOrigin;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString backgroundPositionX;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString backgroundPositionY;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString backgroundRepeat;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString backgroundSize;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString border;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderBottom;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderBottomColor;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderBottomLeftRadius;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderBottomRightRadius;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderBottomStyle;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderBottomWidth;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderCollapse;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderColor;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderLeft;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderLeftColor;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderLeftStyle;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderLeftWidth;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderRadius;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderRight;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderRightColor;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderRightStyle;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderRightWidth;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderSpacing;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderStyle;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderTop;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderTopColor;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderTopLeftRadius;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderTopRightRadius;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderTopStyle;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderTopWidth;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString borderWidth;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString bottom;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString boxShadow;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString boxSizing;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString caretColor;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString clear;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString clipPath;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString color;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString colorScheme;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString columnCount;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString columnGap;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString contain;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString content;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString contentVisibility;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString cursor;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString direction;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString display;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString filter;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString flex;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString flexBasis;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString flexDirection;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString flexFlow;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString flexGrow;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString flexShrink;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString flexWrap;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString font;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString fontFamily;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString fontFeatureSettings;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString fontKerning;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString fontSize;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString fontStretch;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString fontStyle;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString fontVariant;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString fontVariationSettings;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString fontWeight;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString gap;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString gridAutoColumns;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString gridAutoFlow;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString gridAutoRows;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString gridColumn;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString gridColumnEnd;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString gridColumnStart;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString gridRow;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString gridRowEnd;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString gridRowStart;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString gridTemplateAreas;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString gridTemplateColumns;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString gridTemplateRows;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString height;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString inset;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString insetBlock;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString insetInline;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString isolation;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString justifyContent;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString justifyItems;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString justifySelf;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString left;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString letterSpacing;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString lineHeight;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString listStyle;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString listStyleImage;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString listStylePosition;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString listStyleType;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString margin;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString marginBlock;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString marginBottom;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString marginInline;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString marginLeft;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString marginRight;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString marginTop;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString maxHeight;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString maxWidth;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString minHeight;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString minWidth;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString mixBlendMode;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString objectFit;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString objectPosition;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString opacity;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString order;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString outline;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString outlineColor;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString outlineOffset;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString outlineStyle;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString outlineWidth;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString overflow;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString overflowWrap;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString overflowX;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString overflowY;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString padding;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString paddingBlock;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString paddingBottom;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString paddingInline;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString paddingLeft;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString paddingRight;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString paddingTop;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString perspective;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString perspectiveOrigin;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString placeContent;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString placeItems;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString placeSelf;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString pointerEvents;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString position;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString quotes;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString resize;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString right;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString rotate;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString rowGap;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString scale;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString scrollBehavior;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString tabSize;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString tableLayout;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString textAlign;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString textDecoration;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString textDecorationColor;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString textDecorationLine;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString textDecorationStyle;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString textDecorationThickness;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString textIndent;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString textOverflow;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString textRendering;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString textShadow;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString textTransform;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString textUnderlineOffset;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString top;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString touchAction;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString transform;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString transformOrigin;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString transformStyle;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString transition;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString transitionBehavior;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString transitionDelay;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString transitionDuration;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString transitionProperty;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString transitionTimingFunction;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString translate;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString userSelect;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString verticalAlign;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString visibility;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString webkitFontSmoothing;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString webkitLineClamp;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString webkitTextFillColor;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString whiteSpace;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString width;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString willChange;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString wordBreak;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString wordSpacing;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString writingMode;
  [CEReactions, CSSProperty] attribute [LegacyNullToEmptyString] CSSOMString zIndex;
};

[Exposed=Window]
interface MediaList {
  stringifier attribute [LegacyNullToEmptyString] CSSOMString mediaText;
  readonly attribute unsigned long length;
  getter CSSOMString? item(unsigned long index);
  undefined appendMedium(CSSOMString medium);
  undefined deleteMedium(CSSOMString medium);
};

[Exposed=Window]
interface StyleSheet {
  readonly attribute CSSOMString type;
  readonly attribute USVString? href;
  readonly attribute (Element or ProcessingInstruction)? ownerNode;
  readonly attribute CSSStyleSheet? parentStyleSheet;
  readonly attribute DOMString? title;
  [SameObject, PutForwards=mediaText] readonly attribute MediaList media;
  attribute boolean disabled;
};

[Exposed=Window]
interface CSSStyleSheet : StyleSheet {
  constructor(optional CSSStyleSheetInit options = {});

  readonly attribute CSSRule? ownerRule;
  [SameObject] readonly attribute CSSRuleList cssRules;
  unsigned long insertRule(CSSOMString rule, optional unsigned long index = 0);
  undefined deleteRule(unsigned long index);

  Promise<CSSStyleSheet> replace(USVString text);
  undefined replaceSync(USVString text);
};

dictionary CSSStyleSheetInit {
  DOMString baseURL;
  (MediaList or DOMString) media = "";
  boolean disabled = false;
};

partial interface CSSStyleSheet {
  [SameObject] readonly attribute CSSRuleList rules;
  long addRule(optional DOMString selector = "undefined", optional DOMString style = "undefined", optional unsigned long index);
  undefined removeRule(optional unsigned long index = 0);
};

[Exposed=Window]
interface StyleSheetList {
  getter CSSStyleSheet? item(unsigned long index);
  readonly attribute unsigned long length;
};

// DocumentOrShadowRoot's member, on Document (the engine has no shadow roots).
partial interface Document {
  [SameObject] readonly attribute StyleSheetList styleSheets;
};

interface mixin LinkStyle {
  readonly attribute CSSStyleSheet? sheet;
};
HTMLLinkElement includes LinkStyle;
HTMLStyleElement includes LinkStyle;

[Exposed=Window]
interface CSSRuleList {
  getter CSSRule? item(unsigned long index);
  readonly attribute unsigned long length;
};

[Exposed=Window]
interface CSSRule {
  attribute CSSOMString cssText;
  readonly attribute CSSRule? parentRule;
  readonly attribute CSSStyleSheet? parentStyleSheet;

  // the following attribute and constants are historical
  readonly attribute unsigned short type;
  const unsigned short STYLE_RULE = 1;
  const unsigned short CHARSET_RULE = 2;
  const unsigned short IMPORT_RULE = 3;
  const unsigned short MEDIA_RULE = 4;
  const unsigned short FONT_FACE_RULE = 5;
  const unsigned short PAGE_RULE = 6;
  const unsigned short MARGIN_RULE = 9;
  const unsigned short NAMESPACE_RULE = 10;
};

// https://drafts.csswg.org/css-nesting-1/#cssom-style: a style rule is a
// grouping rule (of the rules nested in it).
[Exposed=Window]
interface CSSStyleRule : CSSGroupingRule {
  attribute CSSOMString selectorText;
  [SameObject, PutForwards=cssText] readonly attribute CSSStyleDeclaration style;
};

[Exposed=Window]
interface CSSImportRule : CSSRule {
  readonly attribute USVString href;
  [SameObject, PutForwards=mediaText] readonly attribute MediaList media;
  [SameObject] readonly attribute CSSStyleSheet? styleSheet;
  readonly attribute CSSOMString? layerName;
  readonly attribute CSSOMString? supportsText;
};

[Exposed=Window]
interface CSSGroupingRule : CSSRule {
  [SameObject] readonly attribute CSSRuleList cssRules;
  unsigned long insertRule(CSSOMString rule, optional unsigned long index = 0);
  undefined deleteRule(unsigned long index);
};

// https://drafts.csswg.org/css-conditional-3/#the-cssconditionrule-interface
[Exposed=Window]
interface CSSConditionRule : CSSGroupingRule {
  readonly attribute CSSOMString conditionText;
};

// https://drafts.csswg.org/css-conditional-3/#the-cssmediarule-interface
// (css-conditional-5's `matches` is left out, as in Chromium 156)
[Exposed=Window]
interface CSSMediaRule : CSSConditionRule {
  [SameObject, PutForwards=mediaText] readonly attribute MediaList media;
};

// https://drafts.csswg.org/css-conditional-3/#the-csssupportsrule-interface
[Exposed=Window]
interface CSSSupportsRule : CSSConditionRule {
};

// https://drafts.csswg.org/css-cascade-5/#layer-apis
[Exposed=Window]
interface CSSLayerBlockRule : CSSGroupingRule {
  readonly attribute CSSOMString name;
};

[Exposed=Window]
interface CSSLayerStatementRule : CSSRule {
  readonly attribute FrozenArray<CSSOMString> nameList;
};

interface mixin ElementCSSInlineStyle {
  [SameObject, PutForwards=cssText] readonly attribute CSSStyleDeclaration style;
};
HTMLElement includes ElementCSSInlineStyle;

partial interface Window {
  [NewObject] CSSStyleDeclaration getComputedStyle(Element elt, optional CSSOMString? pseudoElt);
};
