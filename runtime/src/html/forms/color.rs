//! The color input's value
//! (https://html.spec.whatwg.org/multipage/input.html#color-state-(type=color)):
//! any CSS `<color>` is accepted and stored as the color well serializes it.
//!
//! Parsing is cssparser-color's (Servo's `<color>` grammar); the conversion
//! of the CSS Color 4 spaces to sRGB uses the matrices of
//! https://drafts.csswg.org/css-color-4/#color-conversion-code. Out-of-gamut
//! colors are clipped, as Chromium 156 does (`color(display-p3 1 0 0)` is
//! `#ff0000`).

use cssparser::color::PredefinedColorSpace;
use cssparser::Parser;
use cssparser_color::Color;

use super::numbers::to_precision_trimmed;

/// The color input's value sanitization: the serialization of the parsed
/// color as `#rrggbb` (limited sRGB, no `alpha` attribute), or `#000000`
/// when the value is not a color.
///
/// Choice (Chromium 156, observed): white space around a color keyword makes
/// the value invalid (`" red "` is `#000000`, `" #abc"` is `#aabbcc`),
/// `currentcolor` is not a color, and the alpha channel is dropped
/// (`transparent` is `#000000`).
pub fn sanitize_color(value: &str) -> String {
    match parse_color(value) {
        Some([r, g, b, _]) => hex([r, g, b]),
        None => "#000000".to_owned(),
    }
}

/// The color well serialization with the `alpha` attribute and the
/// `colorspace` attribute (`"display-p3"` or limited sRGB): the CSS
/// `color()` function, as Chromium prints it.
pub fn sanitize_color_with(value: &str, alpha: bool, display_p3: bool) -> String {
    if !alpha && !display_p3 {
        return sanitize_color(value);
    }
    let [r, g, b, a] = parse_color(value).unwrap_or([0.0, 0.0, 0.0, 1.0]);
    let a = if alpha { a } else { 1.0 };
    let (space, [c1, c2, c3]) = if display_p3 {
        let linear = [r, g, b].map(srgb_to_linear);
        let xyz = mul(&SRGB_LINEAR_TO_XYZ65, linear);
        (
            "display-p3",
            mul(&XYZ65_TO_P3_LINEAR, xyz).map(linear_to_srgb),
        )
    } else {
        ("srgb", [r, g, b])
    };
    let f = |x: f64| to_precision_trimmed(x.clamp(0.0, 1.0), 6);
    let mut s = format!("color({space} {} {} {}", f(c1), f(c2), f(c3));
    if a < 1.0 {
        s.push_str(&format!(" / {}", f(a)));
    }
    s.push(')');
    s
}

fn hex(rgb: [f64; 3]) -> String {
    let [r, g, b] = rgb.map(|c| (c.clamp(0.0, 1.0) * 255.0).round() as u8);
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// Parse a CSS `<color>` into sRGB components and alpha, each clipped to 0..1.
fn parse_color(value: &str) -> Option<[f64; 4]> {
    // Chromium 156 (observed): white space around a hex or functional
    // color is ignored, around a color keyword it makes the value invalid.
    let trimmed = value.trim_matches(|c: char| matches!(c, ' ' | '\t' | '\n' | '\r' | '\x0C'));
    let keyword = trimmed.starts_with(|c: char| c.is_ascii_alphabetic()) && !trimmed.contains('(');
    if trimmed.is_empty() || (keyword && trimmed.len() != value.len()) {
        return None;
    }
    let mut parser = Parser::new(trimmed);
    let color = parser.parse_entirely(Color::parse).ok()?;
    // `none` components are 0; a non-finite component (calc) counts as 0.
    let finite = |x: Option<f32>| {
        let v = x.map_or(0.0, f64::from);
        if v.is_finite() {
            v
        } else {
            0.0
        }
    };
    let alpha = |a: Option<f32>| finite(a).clamp(0.0, 1.0);
    let (rgb, a) = match color {
        Color::CurrentColor => return None,
        Color::Rgba(c) => (
            [c.red, c.green, c.blue].map(|v| f64::from(v) / 255.0),
            f64::from(c.alpha),
        ),
        Color::Hsl(c) => (
            hsl_to_rgb(finite(c.hue), finite(c.saturation), finite(c.lightness)),
            alpha(c.alpha),
        ),
        Color::Hwb(c) => (
            hwb_to_rgb(finite(c.hue), finite(c.whiteness), finite(c.blackness)),
            alpha(c.alpha),
        ),
        Color::Lab(c) => (
            lab_to_srgb(finite(c.lightness), finite(c.a), finite(c.b)),
            alpha(c.alpha),
        ),
        Color::Lch(c) => {
            let (a, b) = polar(finite(c.chroma), finite(c.hue));
            (lab_to_srgb(finite(c.lightness), a, b), alpha(c.alpha))
        }
        Color::Oklab(c) => (
            oklab_to_srgb(finite(c.lightness), finite(c.a), finite(c.b)),
            alpha(c.alpha),
        ),
        Color::Oklch(c) => {
            let (a, b) = polar(finite(c.chroma), finite(c.hue));
            (oklab_to_srgb(finite(c.lightness), a, b), alpha(c.alpha))
        }
        Color::ColorFunction(c) => (
            color_function_to_srgb(c.color_space, [finite(c.c1), finite(c.c2), finite(c.c3)]),
            alpha(c.alpha),
        ),
    };
    let [r, g, b] = rgb.map(|v| {
        if v.is_finite() {
            v.clamp(0.0, 1.0)
        } else {
            0.0
        }
    });
    Some([r, g, b, a.clamp(0.0, 1.0)])
}

/// https://drafts.csswg.org/css-color-4/#hsl-to-rgb (hue in degrees,
/// saturation and lightness as fractions).
fn hsl_to_rgb(hue: f64, saturation: f64, lightness: f64) -> [f64; 3] {
    let h = hue.rem_euclid(360.0);
    let f = |n: f64| {
        let k = (n + h / 30.0) % 12.0;
        let a = saturation * lightness.min(1.0 - lightness);
        lightness - a * (k - 3.0).min(9.0 - k).clamp(-1.0, 1.0)
    };
    [f(0.0), f(8.0), f(4.0)]
}

/// https://drafts.csswg.org/css-color-4/#hwb-to-rgb
fn hwb_to_rgb(hue: f64, white: f64, black: f64) -> [f64; 3] {
    if white + black >= 1.0 {
        let gray = white / (white + black);
        return [gray; 3];
    }
    hsl_to_rgb(hue, 1.0, 0.5).map(|c| c * (1.0 - white - black) + white)
}

fn polar(chroma: f64, hue_degrees: f64) -> (f64, f64) {
    let h = hue_degrees.to_radians();
    (chroma * h.cos(), chroma * h.sin())
}

type Matrix = [[f64; 3]; 3];

fn mul(m: &Matrix, v: [f64; 3]) -> [f64; 3] {
    [0, 1, 2].map(|i| m[i][0] * v[0] + m[i][1] * v[1] + m[i][2] * v[2])
}

const D50_TO_D65: Matrix = [
    [
        0.955_473_421_488_075,
        -0.023_098_454_948_764_71,
        0.063_259_243_200_570_72,
    ],
    [
        -0.028_369_709_333_863_7,
        1.009_995_398_081_304_1,
        0.021_041_441_191_917_323,
    ],
    [
        0.012_314_014_864_481_998,
        -0.020_507_649_298_898_964,
        1.330_365_926_242_124,
    ],
];
const XYZ65_TO_SRGB_LINEAR: Matrix = [
    [
        3.240_969_941_904_522_6,
        -1.537_383_177_570_094,
        -0.498_610_760_293_003_4,
    ],
    [
        -0.969_243_636_280_879_6,
        1.875_967_501_507_720_2,
        0.041_555_057_407_175_59,
    ],
    [
        0.055_630_079_696_993_66,
        -0.203_976_958_888_976_52,
        1.056_971_514_242_878_6,
    ],
];
const SRGB_LINEAR_TO_XYZ65: Matrix = [
    [
        0.412_390_799_265_959_34,
        0.357_584_339_383_878,
        0.180_480_788_401_834_3,
    ],
    [
        0.212_639_005_871_510_27,
        0.715_168_678_767_756,
        0.072_192_315_360_733_71,
    ],
    [
        0.019_330_818_715_591_82,
        0.119_194_779_794_625_98,
        0.950_532_152_249_660_7,
    ],
];
const P3_LINEAR_TO_XYZ65: Matrix = [
    [
        0.486_570_948_648_216_2,
        0.265_667_693_169_093_06,
        0.198_217_285_234_362_5,
    ],
    [
        0.228_974_564_069_748_8,
        0.691_738_521_836_506_4,
        0.079_286_914_093_745,
    ],
    [0.0, 0.045_113_381_858_902_64, 1.043_944_368_900_976],
];
const XYZ65_TO_P3_LINEAR: Matrix = [
    [
        2.493_496_911_941_425,
        -0.931_383_617_919_123_9,
        -0.402_710_784_450_716_84,
    ],
    [
        -0.829_488_969_561_574_7,
        1.762_664_060_318_346_3,
        0.023_624_685_841_943_577,
    ],
    [
        0.035_845_830_243_784_47,
        -0.076_172_389_268_041_82,
        0.956_884_524_007_687_2,
    ],
];
const A98_LINEAR_TO_XYZ65: Matrix = [
    [
        0.576_669_042_910_130_5,
        0.185_558_237_906_546_3,
        0.188_228_646_234_994_7,
    ],
    [
        0.297_344_975_250_536_05,
        0.627_363_566_255_466_1,
        0.075_291_458_493_997_88,
    ],
    [
        0.027_031_361_386_412_34,
        0.070_688_852_535_827_23,
        0.991_337_536_837_638_8,
    ],
];
const PROPHOTO_LINEAR_TO_XYZ50: Matrix = [
    [
        0.797_766_644_900_642_3,
        0.135_181_297_400_533_08,
        0.031_347_734_128_392_2,
    ],
    [
        0.288_074_828_819_401_3,
        0.711_835_234_241_873,
        0.000_089_936_938_725_64,
    ],
    [0.0, 0.0, 0.825_104_602_510_460_2],
];
const REC2020_LINEAR_TO_XYZ65: Matrix = [
    [
        0.636_958_048_301_291_4,
        0.144_616_903_586_208_32,
        0.168_880_975_164_172_1,
    ],
    [
        0.262_700_212_011_267_1,
        0.677_998_071_518_870_8,
        0.059_301_716_469_861_96,
    ],
    [0.0, 0.028_072_693_049_087_428, 1.060_985_057_710_791],
];

fn srgb_to_linear(c: f64) -> f64 {
    let a = c.abs();
    if a <= 0.04045 {
        c / 12.92
    } else {
        c.signum() * ((a + 0.055) / 1.055).powf(2.4)
    }
}

fn linear_to_srgb(c: f64) -> f64 {
    let a = c.abs();
    if a > 0.003_130_8 {
        c.signum() * (1.055 * a.powf(1.0 / 2.4) - 0.055)
    } else {
        12.92 * c
    }
}

fn xyz65_to_srgb(xyz: [f64; 3]) -> [f64; 3] {
    mul(&XYZ65_TO_SRGB_LINEAR, xyz).map(linear_to_srgb)
}

/// https://drafts.csswg.org/css-color-4/#lab-to-predefined (Lab is D50).
fn lab_to_srgb(l: f64, a: f64, b: f64) -> [f64; 3] {
    const KAPPA: f64 = 24389.0 / 27.0;
    const EPSILON: f64 = 216.0 / 24389.0;
    let f1 = (l + 16.0) / 116.0;
    let f0 = a / 500.0 + f1;
    let f2 = f1 - b / 200.0;
    let x = if f0.powi(3) > EPSILON {
        f0.powi(3)
    } else {
        (116.0 * f0 - 16.0) / KAPPA
    };
    let y = if l > KAPPA * EPSILON {
        f1.powi(3)
    } else {
        l / KAPPA
    };
    let z = if f2.powi(3) > EPSILON {
        f2.powi(3)
    } else {
        (116.0 * f2 - 16.0) / KAPPA
    };
    let white = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585];
    let xyz50 = [x * white[0], y * white[1], z * white[2]];
    xyz65_to_srgb(mul(&D50_TO_D65, xyz50))
}

/// https://drafts.csswg.org/css-color-4/#color-conversion-code (OKLab).
fn oklab_to_srgb(l: f64, a: f64, b: f64) -> [f64; 3] {
    let l_ = l + 0.396_337_777_376_174_9 * a + 0.215_803_757_309_913_6 * b;
    let m_ = l - 0.105_561_345_815_658_6 * a - 0.063_854_172_825_813_3 * b;
    let s_ = l - 0.089_484_177_529_811_9 * a - 1.291_485_548_019_409_2 * b;
    let (l3, m3, s3) = (l_.powi(3), m_.powi(3), s_.powi(3));
    let linear = [
        4.076_741_662_1 * l3 - 3.307_711_591_3 * m3 + 0.230_969_929_2 * s3,
        -1.268_438_004_6 * l3 + 2.609_757_401_1 * m3 - 0.341_319_396_5 * s3,
        -0.004_196_086_3 * l3 - 0.703_418_614_7 * m3 + 1.707_614_701_0 * s3,
    ];
    linear.map(linear_to_srgb)
}

fn color_function_to_srgb(space: PredefinedColorSpace, c: [f64; 3]) -> [f64; 3] {
    use PredefinedColorSpace::*;
    match space {
        Srgb => c,
        SrgbLinear => c.map(linear_to_srgb),
        DisplayP3 => xyz65_to_srgb(mul(&P3_LINEAR_TO_XYZ65, c.map(srgb_to_linear))),
        DisplayP3Linear => xyz65_to_srgb(mul(&P3_LINEAR_TO_XYZ65, c)),
        A98Rgb => xyz65_to_srgb(mul(
            &A98_LINEAR_TO_XYZ65,
            c.map(|v| v.signum() * v.abs().powf(563.0 / 256.0)),
        )),
        ProphotoRgb => {
            let linear = c.map(|v| {
                if v.abs() <= 16.0 / 512.0 {
                    v / 16.0
                } else {
                    v.signum() * v.abs().powf(1.8)
                }
            });
            xyz65_to_srgb(mul(&D50_TO_D65, mul(&PROPHOTO_LINEAR_TO_XYZ50, linear)))
        }
        Rec2020 => {
            const ALPHA: f64 = 1.099_296_826_809_44;
            const BETA: f64 = 0.018_053_968_510_807;
            let linear = c.map(|v| {
                if v.abs() < BETA * 4.5 {
                    v / 4.5
                } else {
                    v.signum() * ((v.abs() + ALPHA - 1.0) / ALPHA).powf(1.0 / 0.45)
                }
            });
            xyz65_to_srgb(mul(&REC2020_LINEAR_TO_XYZ65, linear))
        }
        XyzD50 => xyz65_to_srgb(mul(&D50_TO_D65, c)),
        XyzD65 => xyz65_to_srgb(c),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colors_serialize_as_chromium_does() {
        // Values observed in Chromium 156 (input.value after setting it).
        let cases = [
            ("#FaB000", "#fab000"),
            ("red", "#ff0000"),
            ("RED", "#ff0000"),
            (" red ", "#000000"),
            ("#abc", "#aabbcc"),
            ("#12345678", "#123456"),
            ("rgb(1,2,3)", "#010203"),
            ("hsl(0 100% 50%)", "#ff0000"),
            ("transparent", "#000000"),
            ("currentcolor", "#000000"),
            ("notacolor", "#000000"),
            ("lab(50% 40 59.5)", "#bf5700"),
            ("color(display-p3 1 0 0)", "#ff0000"),
            ("", "#000000"),
            (" #112233", "#112233"),
            ("#112233 ", "#112233"),
            ("red ", "#000000"),
            ("\t#112233\n", "#112233"),
            ("rgb(1,2,3) ", "#010203"),
            (" rgb(1,2,3)", "#010203"),
            ("RGB(1 2 3)", "#010203"),
            ("#1234", "#112233"),
        ];
        for (input, expected) in cases {
            assert_eq!(sanitize_color(input), expected, "{input}");
        }
    }

    #[test]
    fn alpha_uses_the_color_function() {
        assert_eq!(
            sanitize_color_with("rgb(1 2 3 / 50%)", true, false),
            "color(srgb 0.00392157 0.00784314 0.0117647 / 0.5)"
        );
        assert_eq!(sanitize_color_with("red", true, false), "color(srgb 1 0 0)");
    }
}
