// swift-format-ignore-file
// Generated from schema/theme.schema.json, themec.schema.json and themepack.schema.json by EmbeddedSchemaTests
// (THEMEC_RECORD=1 swift test --filter EmbeddedSchemaTests); do not edit.

enum EmbeddedSchemas {
    static let theme = ###"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "themec theme file (format version 1)",
  "description": "One theme per file: a name, optionally a parent to extend, and its tokens and styles. See docs/ThemeFormat.md.",
  "type": "object",
  "properties": {
    "theme": {
      "type": "string",
      "pattern": "^[A-Za-zÀ-￿][A-Za-z0-9_À-￿-]*$",
      "description": "The theme's name: a letter, then letters, digits, - and _. Unique in the set; becomes Theme.<name> in Swift."
    },
    "description": {
      "type": "string",
      "description": "Documentation of the theme's static value in the generated code."
    },
    "extends": {
      "type": "string",
      "description": "The name of another theme of the set: this theme inherits its tokens and replaces the ones it redefines, whole."
    },
    "abstract": {
      "type": "boolean",
      "description": "true: a base for other themes only. It is not emitted, and need not have every token or style the emitted themes have (for instance a design system's imported tokens, extended by hand-written themes that add styles)."
    },
    "palette": {
      "type": [
        "object",
        "null"
      ],
      "description": "Colours that never change with appearance. A mapping without a 'color' key is a group of further entries.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/paletteEntry"
      }
    },
    "colors": {
      "type": [
        "object",
        "null"
      ],
      "description": "Semantic colours: the API your app uses. One value, or light and dark (and high-contrast) values.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/semanticColor"
      }
    },
    "radii": {
      "type": [
        "object",
        "null"
      ],
      "description": "Corner radii in points.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/radius"
      }
    },
    "spacing": {
      "type": [
        "object",
        "null"
      ],
      "description": "Lengths in points.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/spacingValue"
      }
    },
    "sizes": {
      "type": [
        "object",
        "null"
      ],
      "description": "Other lengths in points (icon sizes, touch targets, border widths). A mapping is a group of further entries.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/sizeEntry"
      }
    },
    "opacity": {
      "type": [
        "object",
        "null"
      ],
      "description": "Opacities from 0 to 1. A mapping is a group of further entries.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/opacityTokenEntry"
      }
    },
    "numbers": {
      "type": [
        "object",
        "null"
      ],
      "description": "Other unitless numbers (line-height multipliers, z-order). A mapping is a group of further entries.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/numberTokenEntry"
      }
    },
    "durations": {
      "type": [
        "object",
        "null"
      ],
      "description": "Durations in seconds. A mapping is a group of further entries.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/durationEntry"
      }
    },
    "fonts": {
      "type": [
        "object",
        "null"
      ],
      "description": "Font families: a PostScript or family name (HiraginoSans-W3), or system, systemRounded, systemSerif, systemMonospaced. A mapping is a group of further entries.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/fontEntry"
      }
    },
    "typography": {
      "type": [
        "object",
        "null"
      ],
      "description": "Typography: { font, size, weight, lineHeight, tracking, textStyle, scaling, description }, or a reference to another. A mapping without any of those keys is a group of further entries.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/typographyEntry"
      }
    },
    "shadows": {
      "type": [
        "object",
        "null"
      ],
      "description": "Drop shadows: { color, radius, x, y }, a list of such layers, { layers, description }, or a reference to another. A mapping without any of those keys is a group of further entries.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/shadowEntry"
      }
    },
    "animations": {
      "type": [
        "object",
        "null"
      ],
      "description": "Animations: { curve, duration, description }, or a reference to another. A mapping without any of those keys is a group of further entries.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/animationEntry"
      }
    },
    "buttonStyles": {
      "type": [
        "object",
        "null"
      ],
      "description": "Button styles: base properties, per-state and per-role overrides.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A style name; it becomes a Swift identifier (`.buttonStyle(.name)`)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/buttonStyle"
      }
    },
    "listSections": {
      "type": [
        "object",
        "null"
      ],
      "description": "List section styles.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A style name; it becomes a Swift identifier (`.buttonStyle(.name)`)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/listSection"
      }
    },
    "lint": {
      "$ref": "#/$defs/lint",
      "description": "Settings of the contrast checks: surface, largeText, enhancedContrast, checkDisabled, contrast."
    }
  },
  "required": [
    "theme"
  ],
  "additionalProperties": false,
  "$defs": {
    "hexColor": {
      "type": "string",
      "pattern": "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$",
      "description": "#RGB, #RGBA, #RRGGBB or #RRGGBBAA, any case. Quote it: YAML reads an unquoted # as a comment."
    },
    "rgbColor": {
      "type": "string",
      "pattern": "^[Rr][Gg][Bb]\\([ \\t]*(25[0-5]|2[0-4][0-9]|[01]?[0-9]?[0-9])[ \\t]*,[ \\t]*(25[0-5]|2[0-4][0-9]|[01]?[0-9]?[0-9])[ \\t]*,[ \\t]*(25[0-5]|2[0-4][0-9]|[01]?[0-9]?[0-9])[ \\t]*\\)$",
      "description": "rgb(R, G, B) with whole numbers from 0 to 255."
    },
    "rgbaColor": {
      "type": "string",
      "pattern": "^[Rr][Gg][Bb][Aa]\\([ \\t]*(25[0-5]|2[0-4][0-9]|[01]?[0-9]?[0-9])[ \\t]*,[ \\t]*(25[0-5]|2[0-4][0-9]|[01]?[0-9]?[0-9])[ \\t]*,[ \\t]*(25[0-5]|2[0-4][0-9]|[01]?[0-9]?[0-9])[ \\t]*,[ \\t]*\\+?(0*1(\\.0*)?|0+(\\.[0-9]*)?|0*\\.[0-9]+)[ \\t]*\\)$",
      "description": "rgba(R, G, B, A) with whole numbers from 0 to 255 and an alpha from 0 to 1."
    },
    "colorFunction": {
      "type": "string",
      "pattern": "^[Cc][Oo][Ll][Oo][Rr]\\([ \\t]*([Dd][Ii][Ss][Pp][Ll][Aa][Yy]-[Pp]3|[Ss][Rr][Gg][Bb])([ \\t]+[+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)%?){3}([ \\t]*/[ \\t]*[+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)%?)?[ \\t]*\\)$",
      "description": "color(display-p3 R G B) or color(srgb R G B), channels 0–1 or 0%–100%, an optional alpha after '/': kept in Display P3 (or sRGB) end to end."
    },
    "hslColor": {
      "type": "string",
      "pattern": "^[Hh][Ss][Ll][Aa]?\\([^()]*\\)$",
      "description": "hsl(H S L), hsl(H, S, L), hsla(H, S, L, A) or hsl(H S L / A): the hue in degrees or with deg, rad, grad or turn; saturation and lightness 0%–100%. Always sRGB."
    },
    "oklchColor": {
      "type": "string",
      "pattern": "^[Oo][Kk][Ll][Cc][Hh]\\([^()]*\\)$",
      "description": "oklch(L C H) or oklch(L C H / A): lightness 0–1 or 0%–100%, chroma 0 or more, hue as for hsl(). sRGB when inside sRGB, otherwise Display P3 (clipped into it, with a warning, when outside that too)."
    },
    "colorReference": {
      "type": "string",
      "pattern": "^\\{(palette|colors)(\\.[^.{} \\t]+)+\\}$",
      "description": "A reference: {palette.NAME} (a palette entry; groups join with dots: {palette.gray.600}) or {colors.NAME} (a semantic colour, in the same appearance)."
    },
    "typographyReference": {
      "type": "string",
      "pattern": "^\\{typography(\\.[^.{} \\t]+)+\\}$",
      "description": "A typography token: {typography.NAME}, its font, size, weight, line height and tracking."
    },
    "systemColorReference": {
      "type": "string",
      "pattern": "^\\{system\\.(label|secondaryLabel|tertiaryLabel|quaternaryLabel|placeholderText|separator|opaqueSeparator|link|systemFill|secondarySystemFill|tertiarySystemFill|quaternarySystemFill|systemBackground|secondarySystemBackground|tertiarySystemBackground|systemGroupedBackground|secondarySystemGroupedBackground|tertiarySystemGroupedBackground|systemBlue|systemRed|systemGreen|systemOrange|systemYellow|systemPink|systemPurple|systemIndigo|systemTeal|systemBrown|systemGray|systemGray2|systemGray3|systemGray4|systemGray5|systemGray6|tint|accentColor)\\}$",
      "description": "An Apple system colour: {system.secondaryLabel}, {system.systemBlue} …; the real system colour in generated Apple code. {system.tint} and {system.accentColor} follow the app's tint and accent colour (systemBlue's values elsewhere).",
      "examples": [
        "{system.label}",
        "{system.secondaryLabel}",
        "{system.tertiaryLabel}",
        "{system.quaternaryLabel}",
        "{system.placeholderText}",
        "{system.separator}",
        "{system.opaqueSeparator}",
        "{system.link}",
        "{system.systemFill}",
        "{system.secondarySystemFill}",
        "{system.tertiarySystemFill}",
        "{system.quaternarySystemFill}",
        "{system.systemBackground}",
        "{system.secondarySystemBackground}",
        "{system.tertiarySystemBackground}",
        "{system.systemGroupedBackground}",
        "{system.secondarySystemGroupedBackground}",
        "{system.tertiarySystemGroupedBackground}",
        "{system.systemBlue}",
        "{system.systemRed}",
        "{system.systemGreen}",
        "{system.systemOrange}",
        "{system.systemYellow}",
        "{system.systemPink}",
        "{system.systemPurple}",
        "{system.systemIndigo}",
        "{system.systemTeal}",
        "{system.systemBrown}",
        "{system.systemGray}",
        "{system.systemGray2}",
        "{system.systemGray3}",
        "{system.systemGray4}",
        "{system.systemGray5}",
        "{system.systemGray6}",
        "{system.tint}",
        "{system.accentColor}"
      ]
    },
    "colorString": {
      "description": "A colour: \"#RRGGBB\", \"rgb(…)\", \"rgba(…)\", \"color(display-p3 …)\", \"hsl(…)\", \"oklch(…)\", \"{palette.NAME}\", \"{colors.NAME}\" or \"{system.NAME}\".",
      "anyOf": [
        {
          "$ref": "#/$defs/hexColor"
        },
        {
          "$ref": "#/$defs/rgbColor"
        },
        {
          "$ref": "#/$defs/rgbaColor"
        },
        {
          "$ref": "#/$defs/colorFunction"
        },
        {
          "$ref": "#/$defs/hslColor"
        },
        {
          "$ref": "#/$defs/oklchColor"
        },
        {
          "$ref": "#/$defs/colorReference"
        },
        {
          "$ref": "#/$defs/systemColorReference"
        }
      ]
    },
    "opacity": {
      "type": "number",
      "minimum": 0,
      "maximum": 1,
      "description": "From 0 to 1; stored in 8 bits (rounded to the nearest 1/255)."
    },
    "opacityColor": {
      "type": "object",
      "description": "A colour with its alpha replaced: { color: \"{colors.label}\", opacity: 0.08 }.",
      "properties": {
        "color": {
          "$ref": "#/$defs/colorValue",
          "description": "The colour whose alpha is replaced."
        },
        "opacity": {
          "$ref": "#/$defs/opacity",
          "description": "The new alpha, from 0 to 1."
        }
      },
      "required": [
        "color",
        "opacity"
      ],
      "additionalProperties": false
    },
    "colorValue": {
      "description": "A colour string, or the opacity form { color, opacity }.",
      "anyOf": [
        {
          "$ref": "#/$defs/colorString"
        },
        {
          "$ref": "#/$defs/opacityColor"
        }
      ]
    },
    "appearanceColor": {
      "type": "object",
      "description": "A colour per appearance: light and dark, optionally the high-contrast variants and a description.",
      "properties": {
        "light": {
          "$ref": "#/$defs/colorValue",
          "description": "The value in light mode (required with 'dark')."
        },
        "dark": {
          "$ref": "#/$defs/colorValue",
          "description": "The value in dark mode (required with 'light')."
        },
        "lightHighContrast": {
          "$ref": "#/$defs/colorValue",
          "description": "Light mode with Increase Contrast; falls back to the 'light' expression."
        },
        "darkHighContrast": {
          "$ref": "#/$defs/colorValue",
          "description": "Dark mode with Increase Contrast; falls back to the 'dark' expression."
        },
        "description": {
          "type": "string",
          "description": "Documentation for the token in the generated code."
        }
      },
      "required": [
        "light",
        "dark"
      ],
      "additionalProperties": false
    },
    "semanticColor": {
      "description": "A semantic colour: one colour for every appearance, or { light, dark, lightHighContrast?, darkHighContrast?, description? }.",
      "anyOf": [
        {
          "$ref": "#/$defs/colorValue"
        },
        {
          "$ref": "#/$defs/appearanceColor"
        }
      ]
    },
    "paletteColorString": {
      "description": "A fixed colour: \"#RRGGBB\", \"rgb(…)\", \"rgba(…)\", \"color(display-p3 …)\", \"hsl(…)\", \"oklch(…)\" or another palette entry \"{palette.NAME}\" (not a semantic or system colour).",
      "anyOf": [
        {
          "$ref": "#/$defs/hexColor"
        },
        {
          "$ref": "#/$defs/rgbColor"
        },
        {
          "$ref": "#/$defs/rgbaColor"
        },
        {
          "$ref": "#/$defs/colorFunction"
        },
        {
          "$ref": "#/$defs/hslColor"
        },
        {
          "$ref": "#/$defs/oklchColor"
        },
        {
          "type": "string",
          "pattern": "^\\{(palette)(\\.[^.{} \\t]+)+\\}$",
          "description": "Another palette entry: {palette.NAME}."
        }
      ]
    },
    "paletteOpacityColor": {
      "type": "object",
      "description": "A palette colour with its alpha replaced.",
      "properties": {
        "color": {
          "$ref": "#/$defs/paletteColor",
          "description": "The colour whose alpha is replaced."
        },
        "opacity": {
          "$ref": "#/$defs/opacity",
          "description": "The new alpha, from 0 to 1."
        }
      },
      "required": [
        "color",
        "opacity"
      ],
      "additionalProperties": false
    },
    "paletteColor": {
      "description": "A palette colour.",
      "anyOf": [
        {
          "$ref": "#/$defs/paletteColorString"
        },
        {
          "$ref": "#/$defs/paletteOpacityColor"
        }
      ]
    },
    "paletteGroup": {
      "type": "object",
      "description": "A group of palette entries; a reference names the whole path: {palette.gray.600}.",
      "not": {
        "anyOf": [
          {
            "required": [
              "color"
            ]
          },
          {
            "required": [
              "opacity"
            ]
          }
        ]
      },
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/paletteEntry"
      }
    },
    "paletteEntry": {
      "description": "A palette colour, or a group of further entries.",
      "anyOf": [
        {
          "$ref": "#/$defs/paletteColor"
        },
        {
          "$ref": "#/$defs/paletteGroup"
        }
      ]
    },
    "points": {
      "type": "number",
      "minimum": 0,
      "description": "A number of points, 0 or more, unquoted (8, 0.5)."
    },
    "radius": {
      "description": "A radius in points, or a reference to another radius: \"{radii.NAME}\".",
      "anyOf": [
        {
          "$ref": "#/$defs/points"
        },
        {
          "type": "string",
          "pattern": "^\\{(radii)(\\.[^.{} \\t]+)+\\}$",
          "description": "Another radius: {radii.NAME}."
        }
      ]
    },
    "spacingValue": {
      "description": "A length in points, or a reference to another spacing: \"{spacing.NAME}\".",
      "anyOf": [
        {
          "$ref": "#/$defs/points"
        },
        {
          "type": "string",
          "pattern": "^\\{(spacing)(\\.[^.{} \\t]+)+\\}$",
          "description": "Another spacing: {spacing.NAME}."
        }
      ]
    },
    "length": {
      "description": "A length in points, or a reference to a radius, spacing or size: \"{radii.NAME}\", \"{spacing.NAME}\", \"{sizes.NAME}\".",
      "anyOf": [
        {
          "$ref": "#/$defs/points"
        },
        {
          "type": "string",
          "pattern": "^\\{(radii|spacing|sizes)(\\.[^.{} \\t]+)+\\}$",
          "description": "A radius, spacing or size: {radii.NAME}, {spacing.NAME} or {sizes.NAME}."
        }
      ]
    },
    "padding": {
      "description": "One length for every edge, or { top, leading, bottom, trailing, vertical, horizontal }.",
      "anyOf": [
        {
          "$ref": "#/$defs/length"
        },
        {
          "type": [
            "object",
            "null"
          ],
          "properties": {
            "top": {
              "$ref": "#/$defs/length",
              "description": "The top inset."
            },
            "leading": {
              "$ref": "#/$defs/length",
              "description": "The leading inset."
            },
            "bottom": {
              "$ref": "#/$defs/length",
              "description": "The bottom inset."
            },
            "trailing": {
              "$ref": "#/$defs/length",
              "description": "The trailing inset."
            },
            "vertical": {
              "$ref": "#/$defs/length",
              "description": "Top and bottom (an edge given by name wins)."
            },
            "horizontal": {
              "$ref": "#/$defs/length",
              "description": "Leading and trailing (an edge given by name wins)."
            }
          },
          "additionalProperties": false
        }
      ]
    },
    "border": {
      "type": [
        "object",
        "null"
      ],
      "description": "A border: { color, width }. In a state or role, either may be left out to keep the style's.",
      "properties": {
        "color": {
          "$ref": "#/$defs/semanticColor",
          "description": "The border colour."
        },
        "width": {
          "$ref": "#/$defs/length",
          "description": "The border width in points."
        }
      },
      "additionalProperties": false
    },
    "styleBorder": {
      "type": "object",
      "description": "The style's border: { color, width }, both required.",
      "properties": {
        "color": {
          "$ref": "#/$defs/semanticColor",
          "description": "The border colour."
        },
        "width": {
          "$ref": "#/$defs/length",
          "description": "The border width in points."
        }
      },
      "required": [
        "color",
        "width"
      ],
      "additionalProperties": false
    },
    "state": {
      "type": [
        "object",
        "null"
      ],
      "description": "What changes in a state: foreground, background, border, opacity, scale.",
      "properties": {
        "foreground": {
          "$ref": "#/$defs/semanticColor",
          "description": "The label colour."
        },
        "background": {
          "$ref": "#/$defs/semanticColor",
          "description": "The fill behind the label."
        },
        "border": {
          "$ref": "#/$defs/border",
          "description": "The border."
        },
        "opacity": {
          "type": "number",
          "minimum": 0,
          "maximum": 1,
          "description": "The opacity of the whole button, from 0 to 1."
        },
        "scale": {
          "type": "number",
          "minimum": 0.01,
          "maximum": 10,
          "description": "A scale factor, from 0.01 to 10 (0.97 to press in)."
        }
      },
      "additionalProperties": false
    },
    "role": {
      "type": [
        "object",
        "null"
      ],
      "description": "Overrides for buttons with this role, and their own states.",
      "properties": {
        "foreground": {
          "$ref": "#/$defs/semanticColor",
          "description": "The label colour."
        },
        "background": {
          "$ref": "#/$defs/semanticColor",
          "description": "The fill behind the label."
        },
        "border": {
          "$ref": "#/$defs/border",
          "description": "The border."
        },
        "opacity": {
          "type": "number",
          "minimum": 0,
          "maximum": 1,
          "description": "The opacity of the whole button, from 0 to 1."
        },
        "scale": {
          "type": "number",
          "minimum": 0.01,
          "maximum": 10,
          "description": "A scale factor, from 0.01 to 10 (0.97 to press in)."
        },
        "pressed": {
          "$ref": "#/$defs/state",
          "description": "While the button is pressed."
        },
        "disabled": {
          "$ref": "#/$defs/state",
          "description": "While the button is disabled."
        },
        "selected": {
          "$ref": "#/$defs/state",
          "description": "While a toggle is on."
        },
        "selectedPressed": {
          "$ref": "#/$defs/state",
          "description": "Selected and pressed at once: inherits selected, then pressed, then its own block."
        },
        "hovered": {
          "$ref": "#/$defs/state",
          "description": "While the pointer is over the button (macOS, iPadOS, visionOS); pressed wins over it."
        },
        "focused": {
          "$ref": "#/$defs/state",
          "description": "While the button has focus (tvOS, keyboard navigation); pressed and hovered win over it."
        },
        "selectedHovered": {
          "$ref": "#/$defs/state",
          "description": "Selected with the pointer over it: inherits selected, then hovered, then its own block."
        },
        "selectedFocused": {
          "$ref": "#/$defs/state",
          "description": "Selected with focus: inherits selected, then focused, then its own block."
        }
      },
      "additionalProperties": false
    },
    "buttonStyle": {
      "type": [
        "object",
        "null"
      ],
      "description": "A button style (a SwiftUI ButtonStyle and ToggleStyle).",
      "properties": {
        "layout": {
          "enum": [
            "inline",
            "listRow"
          ],
          "description": "inline: the label's size (default); listRow: fills the row's width."
        },
        "alignment": {
          "enum": [
            "leading",
            "center",
            "trailing"
          ],
          "description": "The label's alignment inside the button."
        },
        "padding": {
          "$ref": "#/$defs/padding",
          "description": "Space around the label."
        },
        "font": {
          "$ref": "#/$defs/typographyReference",
          "description": "The label's typography: \"{typography.NAME}\" (font, size, weight, line height, tracking, Dynamic Type). Without it the caller's font stays."
        },
        "fontWeight": {
          "enum": [
            "ultraLight",
            "thin",
            "light",
            "regular",
            "medium",
            "semibold",
            "bold",
            "heavy",
            "black"
          ],
          "description": "The label's font weight."
        },
        "cornerRadius": {
          "$ref": "#/$defs/length",
          "description": "The corner radius of the background and border."
        },
        "shadow": {
          "description": "A shadow: one layer { color, radius, x?, y? }, or a shadow token \"{shadows.NAME}\" (every layer of it).",
          "anyOf": [
            {
              "$ref": "#/$defs/shadowLayer"
            },
            {
              "type": "string",
              "pattern": "^\\{(shadows)(\\.[^.{} \\t]+)+\\}$",
              "description": "A shadow token: {shadows.NAME}."
            }
          ]
        },
        "size": {
          "type": [
            "object",
            "null"
          ],
          "description": "A fixed size: { width?, height? }.",
          "properties": {
            "width": {
              "$ref": "#/$defs/length",
              "description": "The width in points."
            },
            "height": {
              "$ref": "#/$defs/length",
              "description": "The height in points."
            }
          },
          "additionalProperties": false
        },
        "animation": {
          "description": "How state changes animate: { curve, duration }, or an animation token \"{animations.NAME}\".",
          "anyOf": [
            {
              "$ref": "#/$defs/styleAnimation"
            },
            {
              "type": "string",
              "pattern": "^\\{(animations)(\\.[^.{} \\t]+)+\\}$",
              "description": "An animation token: {animations.NAME}."
            }
          ]
        },
        "scaling": {
          "enum": [
            "fixed",
            "largeTitle",
            "title",
            "title2",
            "title3",
            "headline",
            "subheadline",
            "body",
            "callout",
            "footnote",
            "caption",
            "caption2"
          ],
          "description": "The text style whose Dynamic Type size paddings, sizes and corner radii follow (default body); fixed: they do not scale."
        },
        "roles": {
          "type": [
            "object",
            "null"
          ],
          "description": "Overrides per button role.",
          "properties": {
            "destructive": {
              "$ref": "#/$defs/role",
              "description": "Button(role: .destructive)."
            },
            "cancel": {
              "$ref": "#/$defs/role",
              "description": "Button(role: .cancel)."
            }
          },
          "additionalProperties": false
        },
        "foreground": {
          "$ref": "#/$defs/semanticColor",
          "description": "The label colour."
        },
        "background": {
          "$ref": "#/$defs/semanticColor",
          "description": "The fill behind the label."
        },
        "border": {
          "$ref": "#/$defs/styleBorder",
          "description": "The border."
        },
        "opacity": {
          "type": "number",
          "minimum": 0,
          "maximum": 1,
          "description": "The opacity of the whole button, from 0 to 1."
        },
        "scale": {
          "type": "number",
          "minimum": 0.01,
          "maximum": 10,
          "description": "A scale factor, from 0.01 to 10 (0.97 to press in)."
        },
        "pressed": {
          "$ref": "#/$defs/state",
          "description": "While the button is pressed."
        },
        "disabled": {
          "$ref": "#/$defs/state",
          "description": "While the button is disabled."
        },
        "selected": {
          "$ref": "#/$defs/state",
          "description": "While a toggle is on."
        },
        "selectedPressed": {
          "$ref": "#/$defs/state",
          "description": "Selected and pressed at once: inherits selected, then pressed, then its own block."
        },
        "hovered": {
          "$ref": "#/$defs/state",
          "description": "While the pointer is over the button (macOS, iPadOS, visionOS); pressed wins over it."
        },
        "focused": {
          "$ref": "#/$defs/state",
          "description": "While the button has focus (tvOS, keyboard navigation); pressed and hovered win over it."
        },
        "selectedHovered": {
          "$ref": "#/$defs/state",
          "description": "Selected with the pointer over it: inherits selected, then hovered, then its own block."
        },
        "selectedFocused": {
          "$ref": "#/$defs/state",
          "description": "Selected with focus: inherits selected, then focused, then its own block."
        }
      },
      "additionalProperties": false
    },
    "listSection": {
      "type": [
        "object",
        "null"
      ],
      "description": "A list section style.",
      "properties": {
        "cornerRadius": {
          "$ref": "#/$defs/length",
          "description": "The radius of the section's first and last rows."
        },
        "rowBackground": {
          "$ref": "#/$defs/semanticColor",
          "description": "The rows' background colour."
        },
        "rowMinHeight": {
          "$ref": "#/$defs/length",
          "description": "The rows' minimum height in points."
        },
        "rowPadding": {
          "$ref": "#/$defs/padding",
          "description": "Space around each row's content."
        },
        "headerForeground": {
          "$ref": "#/$defs/semanticColor",
          "description": "The section header's text colour."
        },
        "headerFont": {
          "$ref": "#/$defs/typographyReference",
          "description": "The section header's typography: \"{typography.NAME}\". Without it the caller's font stays."
        },
        "headerPadding": {
          "$ref": "#/$defs/padding",
          "description": "Space around the section header (default: the rows' leading padding on both sides, 6 below)."
        },
        "spacing": {
          "$ref": "#/$defs/length",
          "description": "Space between sections in points."
        },
        "separator": {
          "$ref": "#/$defs/separator",
          "description": "The line between rows: hidden, visible (default), or a mapping."
        }
      },
      "additionalProperties": false
    },
    "separator": {
      "oneOf": [
        {
          "type": "string",
          "enum": [
            "visible",
            "hidden"
          ]
        },
        {
          "type": [
            "object",
            "null"
          ],
          "properties": {
            "visibility": {
              "type": "string",
              "enum": [
                "visible",
                "hidden"
              ],
              "description": "Whether the line is drawn (default visible)."
            },
            "color": {
              "$ref": "#/$defs/semanticColor",
              "description": "The line's colour (default the system separator colour)."
            },
            "leading": {
              "$ref": "#/$defs/length",
              "description": "Where the line starts, from the row's leading edge (default the rows' leading padding)."
            },
            "trailing": {
              "$ref": "#/$defs/length",
              "description": "Where the line ends, from the row's trailing edge (default 0)."
            }
          },
          "additionalProperties": false
        }
      ]
    },
    "contrastPair": {
      "type": "object",
      "description": "A pair of colours whose contrast ratio is checked in every appearance.",
      "properties": {
        "foreground": {
          "$ref": "#/$defs/semanticColor",
          "description": "The text or icon colour."
        },
        "background": {
          "$ref": "#/$defs/semanticColor",
          "description": "The colour behind it."
        },
        "minimum": {
          "type": "number",
          "minimum": 1,
          "maximum": 21,
          "description": "The lowest acceptable ratio, from 1 to 21 (default 4.5, WCAG AA)."
        }
      },
      "required": [
        "foreground",
        "background"
      ],
      "additionalProperties": false
    },
    "lint": {
      "type": [
        "object",
        "null"
      ],
      "description": "Settings of the contrast checks (docs/Contrast.md); inherited through extends key by key.",
      "properties": {
        "surface": {
          "$ref": "#/$defs/semanticColor",
          "description": "The colour behind buttons whose style has no background."
        },
        "largeText": {
          "type": "boolean",
          "description": "Button labels are large text (the WCAG minimum drops from 4.5 to 3)."
        },
        "enhancedContrast": {
          "type": "boolean",
          "description": "Use WCAG AAA minimums (7, or 4.5 for large text)."
        },
        "checkDisabled": {
          "type": "boolean",
          "description": "Also check the disabled state (WCAG exempts it)."
        },
        "contrast": {
          "type": [
            "array",
            "null"
          ],
          "description": "Extra pairs to check.",
          "items": {
            "$ref": "#/$defs/contrastPair"
          }
        }
      },
      "additionalProperties": false
    },
    "size": {
      "description": "A size in points, or a reference to another size: \"{sizes.NAME}\".",
      "anyOf": [
        {
          "$ref": "#/$defs/points"
        },
        {
          "type": "string",
          "pattern": "^\\{(sizes)(\\.[^.{} \\t]+)+\\}$",
          "description": "Another token of 'sizes': {sizes.NAME}."
        }
      ]
    },
    "sizeGroup": {
      "type": "object",
      "description": "A group of 'sizes' entries; a reference names the whole path: {sizes.group.name}.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/sizeEntry"
      }
    },
    "sizeEntry": {
      "description": "A token of 'sizes', or a group of further entries.",
      "anyOf": [
        {
          "$ref": "#/$defs/size"
        },
        {
          "$ref": "#/$defs/sizeGroup"
        }
      ]
    },
    "opacityToken": {
      "description": "An opacity from 0 to 1, or a reference to another: \"{opacity.NAME}\".",
      "anyOf": [
        {
          "type": "number",
          "minimum": 0,
          "maximum": 1,
          "description": "From 0 to 1, unquoted."
        },
        {
          "type": "string",
          "pattern": "^\\{(opacity)(\\.[^.{} \\t]+)+\\}$",
          "description": "Another token of 'opacity': {opacity.NAME}."
        }
      ]
    },
    "opacityTokenGroup": {
      "type": "object",
      "description": "A group of 'opacity' entries; a reference names the whole path: {opacity.group.name}.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/opacityTokenEntry"
      }
    },
    "opacityTokenEntry": {
      "description": "A token of 'opacity', or a group of further entries.",
      "anyOf": [
        {
          "$ref": "#/$defs/opacityToken"
        },
        {
          "$ref": "#/$defs/opacityTokenGroup"
        }
      ]
    },
    "numberToken": {
      "description": "A number, or a reference to another: \"{numbers.NAME}\".",
      "anyOf": [
        {
          "type": "number",
          "description": "Any number, unquoted."
        },
        {
          "type": "string",
          "pattern": "^\\{(numbers)(\\.[^.{} \\t]+)+\\}$",
          "description": "Another token of 'numbers': {numbers.NAME}."
        }
      ]
    },
    "numberTokenGroup": {
      "type": "object",
      "description": "A group of 'numbers' entries; a reference names the whole path: {numbers.group.name}.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/numberTokenEntry"
      }
    },
    "numberTokenEntry": {
      "description": "A token of 'numbers', or a group of further entries.",
      "anyOf": [
        {
          "$ref": "#/$defs/numberToken"
        },
        {
          "$ref": "#/$defs/numberTokenGroup"
        }
      ]
    },
    "duration": {
      "description": "A duration in seconds, or a reference to another: \"{durations.NAME}\".",
      "anyOf": [
        {
          "type": "number",
          "minimum": 0,
          "description": "Seconds, 0 or more, unquoted (0.25)."
        },
        {
          "type": "string",
          "pattern": "^\\{(durations)(\\.[^.{} \\t]+)+\\}$",
          "description": "Another token of 'durations': {durations.NAME}."
        }
      ]
    },
    "durationGroup": {
      "type": "object",
      "description": "A group of 'durations' entries; a reference names the whole path: {durations.group.name}.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/durationEntry"
      }
    },
    "durationEntry": {
      "description": "A token of 'durations', or a group of further entries.",
      "anyOf": [
        {
          "$ref": "#/$defs/duration"
        },
        {
          "$ref": "#/$defs/durationGroup"
        }
      ]
    },
    "fontFamily": {
      "description": "A font family name, a system design, or another font: \"{fonts.NAME}\".",
      "anyOf": [
        {
          "type": "string",
          "pattern": "^\\{(fonts)(\\.[^.{} \\t]+)+\\}$",
          "description": "Another font: {fonts.NAME}."
        },
        {
          "type": "string",
          "enum": [
            "system",
            "systemRounded",
            "systemSerif",
            "systemMonospaced"
          ],
          "description": "A design of the system font."
        },
        {
          "type": "string",
          "pattern": "^[^{]",
          "description": "A PostScript or family name of a font the app bundles."
        }
      ]
    },
    "fontGroup": {
      "type": "object",
      "description": "A group of font entries.",
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/fontEntry"
      }
    },
    "fontEntry": {
      "description": "A font family, or a group of further entries.",
      "anyOf": [
        {
          "$ref": "#/$defs/fontFamily"
        },
        {
          "$ref": "#/$defs/fontGroup"
        }
      ]
    },
    "typography": {
      "type": "object",
      "description": "A typography token; 'size' is required unless 'textStyle' gives one.",
      "properties": {
        "font": {
          "description": "The font family: a name, a system design, or \"{fonts.NAME}\". Default: system.",
          "$ref": "#/$defs/fontFamily"
        },
        "size": {
          "description": "Points, more than 0, or a length reference.",
          "anyOf": [
            {
              "type": "number",
              "exclusiveMinimum": 0
            },
            {
              "type": "string",
              "pattern": "^\\{(radii|spacing|sizes)(\\.[^.{} \\t]+)+\\}$"
            }
          ]
        },
        "weight": {
          "description": "A Font.Weight name or a number from 1 to 1000.",
          "anyOf": [
            {
              "type": "string",
              "enum": [
                "ultraLight",
                "thin",
                "light",
                "regular",
                "medium",
                "semibold",
                "bold",
                "heavy",
                "black"
              ]
            },
            {
              "type": "number",
              "minimum": 1,
              "maximum": 1000
            }
          ]
        },
        "lineHeight": {
          "description": "Points between baselines, or a length reference.",
          "$ref": "#/$defs/length"
        },
        "tracking": {
          "description": "Points (negative tightens), or a length reference.",
          "anyOf": [
            {
              "type": "number"
            },
            {
              "type": "string",
              "pattern": "^\\{(radii|spacing|sizes)(\\.[^.{} \\t]+)+\\}$"
            }
          ]
        },
        "textStyle": {
          "type": "string",
          "enum": [
            "largeTitle",
            "title",
            "title2",
            "title3",
            "headline",
            "subheadline",
            "body",
            "callout",
            "footnote",
            "caption",
            "caption2"
          ],
          "description": "The text style the size scales with under Dynamic Type (and the size when none is given)."
        },
        "scaling": {
          "type": "string",
          "enum": [
            "dynamic",
            "fixed"
          ],
          "description": "fixed: the size never scales."
        },
        "description": {
          "type": "string",
          "description": "Documentation of the token; becomes its doc comment."
        }
      },
      "additionalProperties": false,
      "anyOf": [
        {
          "required": [
            "size"
          ]
        },
        {
          "required": [
            "textStyle"
          ]
        }
      ]
    },
    "typographyGroup": {
      "type": "object",
      "description": "A group of typography entries.",
      "not": {
        "anyOf": [
          {
            "required": [
              "font"
            ]
          },
          {
            "required": [
              "size"
            ]
          },
          {
            "required": [
              "weight"
            ]
          },
          {
            "required": [
              "lineHeight"
            ]
          },
          {
            "required": [
              "tracking"
            ]
          },
          {
            "required": [
              "textStyle"
            ]
          },
          {
            "required": [
              "scaling"
            ]
          },
          {
            "required": [
              "description"
            ]
          }
        ]
      },
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/typographyEntry"
      }
    },
    "typographyEntry": {
      "description": "A typography token, a reference to another (\"{typography.NAME}\"), or a group of further entries.",
      "anyOf": [
        {
          "$ref": "#/$defs/typography"
        },
        {
          "type": "string",
          "pattern": "^\\{(typography)(\\.[^.{} \\t]+)+\\}$"
        },
        {
          "$ref": "#/$defs/typographyGroup"
        }
      ]
    },
    "shadowLayer": {
      "type": "object",
      "description": "A shadow layer: { color, radius, x?, y? }.",
      "properties": {
        "color": {
          "$ref": "#/$defs/semanticColor",
          "description": "The shadow colour: any colour form, or a reference to a palette, semantic or system colour (a semantic colour gives each appearance its shadow)."
        },
        "radius": {
          "$ref": "#/$defs/length",
          "description": "The blur radius in points."
        },
        "x": {
          "description": "Horizontal offset in points (may be negative), or a reference to a length.",
          "anyOf": [
            {
              "type": "number"
            },
            {
              "type": "string",
              "pattern": "^\\{(radii|spacing|sizes)(\\.[^.{} \\t]+)+\\}$"
            }
          ]
        },
        "y": {
          "description": "Vertical offset in points (may be negative), or a reference to a length.",
          "anyOf": [
            {
              "type": "number"
            },
            {
              "type": "string",
              "pattern": "^\\{(radii|spacing|sizes)(\\.[^.{} \\t]+)+\\}$"
            }
          ]
        }
      },
      "required": [
        "color",
        "radius"
      ],
      "additionalProperties": false
    },
    "styleAnimation": {
      "type": [
        "object",
        "null"
      ],
      "description": "How state changes animate: { curve, duration }.",
      "properties": {
        "curve": {
          "enum": [
            "linear",
            "easeIn",
            "easeOut",
            "easeInOut",
            "spring"
          ],
          "description": "The timing curve (default easeInOut)."
        },
        "duration": {
          "type": "number",
          "minimum": 0,
          "maximum": 10,
          "description": "Seconds, from 0 to 10 (default 0.2)."
        }
      },
      "additionalProperties": false
    },
    "shadow": {
      "type": "object",
      "description": "A shadow token as a mapping: one layer { color, radius, x?, y?, description? }, or { layers: [...], description? }.",
      "properties": {
        "color": {
          "$ref": "#/$defs/semanticColor",
          "description": "The shadow colour: any colour form, or a reference to a palette, semantic or system colour (a semantic colour gives each appearance its shadow)."
        },
        "radius": {
          "$ref": "#/$defs/length",
          "description": "The blur radius in points."
        },
        "x": {
          "description": "Horizontal offset in points (may be negative), or a reference to a length.",
          "anyOf": [
            {
              "type": "number"
            },
            {
              "type": "string",
              "pattern": "^\\{(radii|spacing|sizes)(\\.[^.{} \\t]+)+\\}$"
            }
          ]
        },
        "y": {
          "description": "Vertical offset in points (may be negative), or a reference to a length.",
          "anyOf": [
            {
              "type": "number"
            },
            {
              "type": "string",
              "pattern": "^\\{(radii|spacing|sizes)(\\.[^.{} \\t]+)+\\}$"
            }
          ]
        },
        "layers": {
          "$ref": "#/$defs/shadowLayers",
          "description": "The layers, drawn in order (instead of color, radius, x and y)."
        },
        "description": {
          "type": "string",
          "description": "Documentation for the generated property."
        }
      },
      "additionalProperties": false,
      "oneOf": [
        {
          "required": [
            "color",
            "radius"
          ],
          "not": {
            "required": [
              "layers"
            ]
          }
        },
        {
          "required": [
            "layers"
          ],
          "not": {
            "anyOf": [
              {
                "required": [
                  "color"
                ]
              },
              {
                "required": [
                  "radius"
                ]
              },
              {
                "required": [
                  "x"
                ]
              },
              {
                "required": [
                  "y"
                ]
              }
            ]
          }
        }
      ]
    },
    "shadowLayers": {
      "type": "array",
      "description": "The layers of a shadow, drawn in order: 1 to 4.",
      "items": {
        "$ref": "#/$defs/shadowLayer"
      },
      "minItems": 1,
      "maxItems": 4
    },
    "shadowEntry": {
      "description": "A shadow token, a list of layers, a reference to another (\"{shadows.NAME}\"), or a group of further entries.",
      "anyOf": [
        {
          "$ref": "#/$defs/shadow"
        },
        {
          "$ref": "#/$defs/shadowLayers"
        },
        {
          "type": "string",
          "pattern": "^\\{(shadows)(\\.[^.{} \\t]+)+\\}$",
          "description": "A shadow token: {shadows.NAME}."
        },
        {
          "$ref": "#/$defs/shadowGroup"
        }
      ]
    },
    "shadowGroup": {
      "type": "object",
      "description": "A group of shadow entries.",
      "not": {
        "anyOf": [
          {
            "required": [
              "color"
            ]
          },
          {
            "required": [
              "radius"
            ]
          },
          {
            "required": [
              "x"
            ]
          },
          {
            "required": [
              "y"
            ]
          },
          {
            "required": [
              "layers"
            ]
          },
          {
            "required": [
              "description"
            ]
          }
        ]
      },
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/shadowEntry"
      }
    },
    "timingCurve": {
      "description": "A named curve, a cubic Bézier [x1, y1, x2, y2] (x1 and x2 from 0 to 1), or { spring: { response, dampingFraction } }.",
      "anyOf": [
        {
          "enum": [
            "linear",
            "easeIn",
            "easeOut",
            "easeInOut"
          ]
        },
        {
          "type": "array",
          "prefixItems": [
            {
              "type": "number",
              "minimum": 0,
              "maximum": 1
            },
            {
              "type": "number"
            },
            {
              "type": "number",
              "minimum": 0,
              "maximum": 1
            },
            {
              "type": "number"
            }
          ],
          "minItems": 4,
          "maxItems": 4
        },
        {
          "type": "object",
          "properties": {
            "spring": {
              "type": "object",
              "description": "A spring: { response, dampingFraction }.",
              "properties": {
                "response": {
                  "type": "number",
                  "exclusiveMinimum": 0,
                  "description": "Seconds: the period of the undamped spring."
                },
                "dampingFraction": {
                  "type": "number",
                  "minimum": 0,
                  "description": "0 or more; 1 is critically damped."
                }
              },
              "required": [
                "response",
                "dampingFraction"
              ],
              "additionalProperties": false
            }
          },
          "required": [
            "spring"
          ],
          "additionalProperties": false
        }
      ]
    },
    "animation": {
      "type": "object",
      "description": "An animation token: { curve, duration, description? }; a spring takes no duration, every other curve needs one.",
      "properties": {
        "curve": {
          "$ref": "#/$defs/timingCurve",
          "description": "The timing curve."
        },
        "duration": {
          "$ref": "#/$defs/duration",
          "description": "Seconds, or a reference to a duration; not for a spring."
        },
        "description": {
          "type": "string",
          "description": "Documentation for the generated property."
        }
      },
      "required": [
        "curve"
      ],
      "additionalProperties": false,
      "if": {
        "properties": {
          "curve": {
            "type": "object"
          }
        },
        "required": [
          "curve"
        ]
      },
      "then": {
        "not": {
          "required": [
            "duration"
          ]
        }
      },
      "else": {
        "required": [
          "duration"
        ]
      }
    },
    "animationEntry": {
      "description": "An animation token, a reference to another (\"{animations.NAME}\"), or a group of further entries.",
      "anyOf": [
        {
          "$ref": "#/$defs/animation"
        },
        {
          "type": "string",
          "pattern": "^\\{(animations)(\\.[^.{} \\t]+)+\\}$",
          "description": "An animation token: {animations.NAME}."
        },
        {
          "$ref": "#/$defs/animationGroup"
        }
      ]
    },
    "animationGroup": {
      "type": "object",
      "description": "A group of animation entries.",
      "not": {
        "anyOf": [
          {
            "required": [
              "curve"
            ]
          },
          {
            "required": [
              "duration"
            ]
          },
          {
            "required": [
              "description"
            ]
          }
        ]
      },
      "propertyNames": {
        "type": "string",
        "pattern": "^[^.{}]+$",
        "description": "A token name: any text without '.', '{' or '}'; it becomes a Swift identifier (my-color → myColor)."
      },
      "additionalProperties": {
        "$ref": "#/$defs/animationEntry"
      }
    }
  }
}

"""###
    static let config = ###"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "themec.yml",
  "description": "The settings of themec's compiles in a folder and below (docs/Plugin.md). Paths are relative to the file; command-line flags override every setting.",
  "type": [
    "object",
    "null"
  ],
  "properties": {
    "themes": {
      "description": "The theme files: a file or a folder (searched for *.yaml and *.yml), or a list of them, relative to this file. Default: Themes.",
      "anyOf": [
        {
          "$ref": "#/$defs/path"
        },
        {
          "type": "array",
          "minItems": 1,
          "items": {
            "$ref": "#/$defs/path"
          }
        }
      ]
    },
    "output": {
      "description": "The folder the generated Swift goes into, relative to this file; created if missing.",
      "$ref": "#/$defs/path"
    },
    "access": {
      "description": "The access level of the generated declarations.",
      "enum": [
        "internal",
        "public"
      ]
    },
    "typeName": {
      "description": "The name of the generated root type (default Theme); the file names stay Theme.swift and Theme+SwiftUI.swift.",
      "type": "string",
      "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"
    },
    "stylePrefix": {
      "description": "Put before every generated style type name: App makes OptionButtonStyle AppOptionButtonStyle.",
      "type": "string",
      "pattern": "^[A-Z][A-Za-z0-9]*$"
    },
    "previews": {
      "description": "Whether Theme+SwiftUI.swift ends with Xcode previews of the themes, in debug builds only (default true).",
      "type": "boolean"
    },
    "assetCatalog": {
      "description": "Also write the semantic colours as an Xcode asset catalog at this path, relative to this file.",
      "$ref": "#/$defs/path"
    },
    "strict": {
      "description": "Treat warnings as errors.",
      "type": "boolean"
    },
    "lint": {
      "description": "Contrast settings every theme starts from; a theme's own lint: block goes over them key by key.",
      "$ref": "#/$defs/lint"
    },
    "import": {
      "description": "Settings of themec import.",
      "$ref": "#/$defs/import"
    },
    "targets": {
      "description": "Several outputs: each entry takes the same keys as the top level and overrides it.",
      "type": "array",
      "minItems": 1,
      "items": {
        "$ref": "#/$defs/target"
      }
    }
  },
  "additionalProperties": false,
  "$defs": {
    "path": {
      "description": "A path, relative to this file.",
      "type": "string",
      "minLength": 1
    },
    "target": {
      "description": "One compile: the top level's keys, each overriding the top level's value, and a name.",
      "type": "object",
      "properties": {
        "name": {
          "description": "The target's name, which --target NAME chooses (validate, contrast, preview, resolve, export, compile).",
          "type": "string",
          "pattern": "^[^\\s]+$"
        },
        "themes": {
          "description": "The theme files: a file or a folder (searched for *.yaml and *.yml), or a list of them, relative to this file. Default: Themes.",
          "anyOf": [
            {
              "$ref": "#/$defs/path"
            },
            {
              "type": "array",
              "minItems": 1,
              "items": {
                "$ref": "#/$defs/path"
              }
            }
          ]
        },
        "output": {
          "description": "The folder the generated Swift goes into, relative to this file; created if missing.",
          "$ref": "#/$defs/path"
        },
        "access": {
          "description": "The access level of the generated declarations.",
          "enum": [
            "internal",
            "public"
          ]
        },
        "typeName": {
          "description": "The name of the generated root type (default Theme); the file names stay Theme.swift and Theme+SwiftUI.swift.",
          "type": "string",
          "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"
        },
        "stylePrefix": {
          "description": "Put before every generated style type name: App makes OptionButtonStyle AppOptionButtonStyle.",
          "type": "string",
          "pattern": "^[A-Z][A-Za-z0-9]*$"
        },
        "previews": {
          "description": "Whether Theme+SwiftUI.swift ends with Xcode previews of the themes, in debug builds only (default true).",
          "type": "boolean"
        },
        "assetCatalog": {
          "description": "Also write the semantic colours as an Xcode asset catalog at this path, relative to this file.",
          "$ref": "#/$defs/path"
        },
        "strict": {
          "description": "Treat warnings as errors.",
          "type": "boolean"
        },
        "lint": {
          "description": "Contrast settings every theme starts from; a theme's own lint: block goes over them key by key.",
          "$ref": "#/$defs/lint"
        },
        "import": {
          "description": "Settings of themec import.",
          "$ref": "#/$defs/import"
        }
      },
      "additionalProperties": false
    },
    "import": {
      "description": "Settings of themec import.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "remBase": {
          "description": "Points per rem when importing DTCG dimensions (16 when left out).",
          "type": "number",
          "exclusiveMinimum": 0
        }
      }
    },
    "lint": {
      "description": "Settings of the contrast checks, as in a theme file's lint: block (docs/Contrast.md).",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "surface": {
          "description": "What button styles without a background sit on: a colour or a reference, or a colour per appearance.",
          "type": [
            "string",
            "object"
          ]
        },
        "largeText": {
          "description": "Labels of styles with fontWeight semibold or heavier count as large text (3:1).",
          "type": "boolean"
        },
        "enhancedContrast": {
          "description": "The increased-contrast appearances must meet 7:1 (4.5:1 for large text).",
          "type": "boolean"
        },
        "checkDisabled": {
          "description": "Disabled states are checked too instead of being exempt.",
          "type": "boolean"
        },
        "contrast": {
          "description": "Pairs checked in every theme and appearance.",
          "type": [
            "array",
            "null"
          ],
          "items": {
            "$ref": "#/$defs/contrastPair"
          }
        }
      }
    },
    "contrastPair": {
      "description": "A foreground and a background that must keep a minimum contrast ratio.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "foreground",
        "background"
      ],
      "properties": {
        "foreground": {
          "description": "The foreground colour or reference.",
          "type": [
            "string",
            "object"
          ]
        },
        "background": {
          "description": "The background colour or reference.",
          "type": [
            "string",
            "object"
          ]
        },
        "minimum": {
          "description": "The minimum ratio, 1 to 21 (default 4.5).",
          "type": "number",
          "minimum": 1,
          "maximum": 21
        }
      }
    }
  }
}

"""###
    static let themepack = ###"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "themec theme pack (format version 1)",
  "description": "Themes fully resolved, written by 'themec pack' and read at run time by Theme(pack:) of an app compiled with runtimeThemes. See docs/ThemePacks.md.",
  "type": "object",
  "required": ["format", "formatVersion", "fingerprint", "tokens", "themes"],
  "additionalProperties": false,
  "properties": {
    "format": { "const": "themec.themepack" },
    "formatVersion": { "const": 1, "description": "The layout's version; a loader refuses any other." },
    "generator": { "type": "string", "description": "'Generated by themec': lets 'themec pack' replace a pack it wrote." },
    "fingerprint": {
      "type": "string",
      "pattern": "^[0-9a-f]{16}$",
      "description": "A digest of the token set the pack fits: every token's group and name, every style's kind and name, whatever their order and values."
    },
    "tokens": {
      "type": "object",
      "description": "The token set the fingerprint covers: each group's token names (dotted paths), and the style names.",
      "additionalProperties": false,
      "patternProperties": {
        "^(palette|colors|radii|spacing|sizes|opacity|numbers|durations|fonts|typography|shadows|animations|buttonStyles|listSections)$": {
          "type": "array",
          "items": { "type": "string" }
        }
      }
    },
    "themes": { "type": "array", "items": { "$ref": "#/$defs/theme" } }
  },
  "$defs": {
    "theme": {
      "type": "object",
      "required": ["name"],
      "additionalProperties": false,
      "properties": {
        "name": { "type": "string" },
        "description": { "type": "string" },
        "palette": { "type": "object", "additionalProperties": { "$ref": "#/$defs/color" } },
        "colors": { "type": "object", "additionalProperties": { "$ref": "#/$defs/dynamicColor" } },
        "radii": { "$ref": "#/$defs/numbers" },
        "spacing": { "type": "object", "additionalProperties": { "type": "number" } },
        "sizes": { "$ref": "#/$defs/numbers" },
        "opacity": { "type": "object", "additionalProperties": { "type": "number", "minimum": 0, "maximum": 1 } },
        "numbers": { "type": "object", "additionalProperties": { "type": "number" } },
        "durations": { "$ref": "#/$defs/numbers" },
        "fonts": { "type": "object", "additionalProperties": { "type": "string" } },
        "typography": { "type": "object", "additionalProperties": { "$ref": "#/$defs/typography" } },
        "shadows": {
          "type": "object",
          "additionalProperties": { "type": "array", "items": { "$ref": "#/$defs/shadow" } }
        },
        "animations": { "type": "object", "additionalProperties": { "$ref": "#/$defs/animation" } },
        "buttonStyles": { "type": "object", "additionalProperties": { "$ref": "#/$defs/buttonStyle" } },
        "listSections": { "type": "object", "additionalProperties": { "$ref": "#/$defs/listSection" } }
      }
    },
    "numbers": { "type": "object", "additionalProperties": { "type": "number", "minimum": 0 } },
    "hex": {
      "type": "string",
      "pattern": "^(display-p3 )?#[0-9A-F]{8}$",
      "description": "#RRGGBBAA in sRGB, or 'display-p3 #RRGGBBAA'."
    },
    "color": {
      "oneOf": [
        { "$ref": "#/$defs/hex" },
        {
          "type": "object",
          "required": ["system", "fallback"],
          "additionalProperties": false,
          "properties": {
            "system": { "type": "string", "description": "A system colour, such as label." },
            "opacity": { "type": "number", "minimum": 0, "maximum": 1 },
            "fallback": { "$ref": "#/$defs/hex" }
          }
        }
      ]
    },
    "dynamicColor": {
      "type": "object",
      "required": ["light", "dark", "lightHighContrast", "darkHighContrast"],
      "additionalProperties": false,
      "properties": {
        "light": { "$ref": "#/$defs/color" },
        "dark": { "$ref": "#/$defs/color" },
        "lightHighContrast": { "$ref": "#/$defs/color" },
        "darkHighContrast": { "$ref": "#/$defs/color" }
      }
    },
    "typography": {
      "type": "object",
      "required": ["font", "size", "scaling"],
      "additionalProperties": false,
      "properties": {
        "font": { "type": "string" },
        "size": { "type": "number", "exclusiveMinimum": 0 },
        "weight": { "type": "number" },
        "lineHeight": { "type": "number" },
        "tracking": { "type": "number" },
        "textStyle": {
          "enum": ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2"]
        },
        "scaling": { "enum": ["dynamic", "fixed"] }
      }
    },
    "shadow": {
      "type": "object",
      "required": ["color", "radius", "x", "y"],
      "additionalProperties": false,
      "properties": {
        "color": { "$ref": "#/$defs/dynamicColor" },
        "radius": { "type": "number", "minimum": 0 },
        "x": { "type": "number" },
        "y": { "type": "number" }
      }
    },
    "timing": {
      "oneOf": [
        { "enum": ["linear", "easeIn", "easeOut", "easeInOut"] },
        {
          "type": "object",
          "required": ["bezier"],
          "additionalProperties": false,
          "properties": { "bezier": { "type": "array", "items": { "type": "number" }, "minItems": 4, "maxItems": 4 } }
        },
        {
          "type": "object",
          "required": ["spring"],
          "additionalProperties": false,
          "properties": {
            "spring": {
              "type": "object",
              "required": ["response", "dampingFraction"],
              "additionalProperties": false,
              "properties": { "response": { "type": "number" }, "dampingFraction": { "type": "number" } }
            }
          }
        }
      ]
    },
    "animation": {
      "type": "object",
      "required": ["curve"],
      "additionalProperties": false,
      "properties": { "curve": { "$ref": "#/$defs/timing" }, "duration": { "type": "number", "minimum": 0 } }
    },
    "insets": {
      "type": "array",
      "items": { "type": "number" },
      "minItems": 4,
      "maxItems": 4,
      "description": "top, leading, bottom, trailing"
    },
    "stateValues": {
      "type": "object",
      "required": ["opacity", "scale"],
      "additionalProperties": false,
      "properties": {
        "foreground": { "$ref": "#/$defs/dynamicColor" },
        "background": { "$ref": "#/$defs/dynamicColor" },
        "border": {
          "type": "object",
          "required": ["color", "width"],
          "additionalProperties": false,
          "properties": { "color": { "$ref": "#/$defs/dynamicColor" }, "width": { "type": "number", "minimum": 0 } }
        },
        "opacity": { "type": "number", "minimum": 0, "maximum": 1 },
        "scale": { "type": "number", "minimum": 0 }
      }
    },
    "states": {
      "type": "object",
      "propertyNames": {
        "enum": ["normal", "pressed", "disabled", "selected", "selectedPressed", "hovered", "focused", "selectedHovered", "selectedFocused"]
      },
      "additionalProperties": { "$ref": "#/$defs/stateValues" }
    },
    "buttonStyle": {
      "type": "object",
      "required": ["layout", "alignment", "isToggle", "declaredStates", "states"],
      "additionalProperties": false,
      "properties": {
        "layout": { "enum": ["inline", "listRow"] },
        "alignment": { "enum": ["leading", "center", "trailing"] },
        "padding": { "$ref": "#/$defs/insets" },
        "font": { "$ref": "#/$defs/typography" },
        "fontWeight": { "enum": ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"] },
        "cornerRadius": { "type": "number", "minimum": 0 },
        "shadow": { "$ref": "#/$defs/shadow" },
        "extraShadows": { "type": "array", "items": { "$ref": "#/$defs/shadow" } },
        "size": {
          "type": "object",
          "additionalProperties": false,
          "properties": { "width": { "type": "number" }, "height": { "type": "number" } }
        },
        "animation": {
          "type": "object",
          "required": ["curve", "duration"],
          "additionalProperties": false,
          "properties": {
            "curve": { "enum": ["linear", "easeIn", "easeOut", "easeInOut", "spring"] },
            "duration": { "type": "number", "minimum": 0 },
            "timing": { "$ref": "#/$defs/timing" }
          }
        },
        "isToggle": { "type": "boolean" },
        "scaling": {
          "enum": ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2"]
        },
        "declaredStates": { "type": "array", "items": { "type": "string" } },
        "states": { "$ref": "#/$defs/states" },
        "roles": {
          "type": "object",
          "propertyNames": { "enum": ["destructive", "cancel"] },
          "additionalProperties": { "$ref": "#/$defs/states" }
        },
        "disabledOpacity": { "type": "number", "minimum": 0, "maximum": 1 }
      }
    },
    "listSection": {
      "type": "object",
      "required": [
        "cornerRadius", "rowBackground", "rowMinHeight", "rowPadding", "headerForeground", "headerPadding", "spacing", "separator"
      ],
      "additionalProperties": false,
      "properties": {
        "cornerRadius": { "type": "number", "minimum": 0 },
        "rowBackground": { "$ref": "#/$defs/dynamicColor" },
        "rowMinHeight": { "type": "number", "minimum": 0 },
        "rowPadding": { "$ref": "#/$defs/insets" },
        "headerForeground": { "$ref": "#/$defs/dynamicColor" },
        "headerFont": { "$ref": "#/$defs/typography" },
        "headerPadding": { "$ref": "#/$defs/insets" },
        "spacing": { "type": "number", "minimum": 0 },
        "separator": {
          "type": "object",
          "required": ["visibility", "color", "leadingInset", "trailingInset"],
          "additionalProperties": false,
          "properties": {
            "visibility": { "enum": ["visible", "hidden"] },
            "color": { "$ref": "#/$defs/dynamicColor" },
            "leadingInset": { "type": "number" },
            "trailingInset": { "type": "number" }
          }
        }
      }
    }
  }
}

"""###
}
