#!/usr/bin/env python3
"""Generates Sources/AnimationViews/Content/SymbolGlyphs+Table.swift: the
outlines `Image(systemName:)` draws for the SF Symbol names most used in
public SwiftUI code, taken from Google's Material Icons (Debian's
fonts-material-design-icons-iconfont, Apache License 2.0), each mapped by
name to the Material icon that shows the same thing.

Run once when the table changes:
    apt-get install fonts-material-design-icons-iconfont
    pip install fonttools
    python3 scripts/generate-symbol-glyphs.py

Each outline is an SVG-style path (M, L, Q and Z, absolute) in Material's
24 x 24 grid, y down; the font's quadratic contours are kept as they are.

The table also holds the digits 0 to 9 (`_digit.N`), from Liberation Sans
Bold (Debian's fonts-liberation), for the numbered symbols (`1.circle`,
`12.square.fill`) that SymbolGlyphs composes: in a grid where the digits'
cap height is 24 and each advances 1139/1409 of it, y down from the cap
height to the baseline.
"""
import os
import sys

from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont

FONT = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
DIGIT_FONT = "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"
OUTPUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "AnimationViews", "Content", "SymbolGlyphs+Table.swift")

# SF Symbol name -> Material icon name. Outlined SF names take Material's
# outlined icon where it has one, `.fill` names the filled one.
SYMBOLS = {
    "plus": "add", "plus.circle": "add_circle_outline", "plus.circle.fill": "add_circle",
    "plus.square": "add_box", "plus.square.fill": "add_box",
    "minus": "remove", "minus.circle": "remove_circle_outline", "minus.circle.fill": "remove_circle",
    "multiply": "close", "xmark": "close", "xmark.circle": "highlight_off", "xmark.circle.fill": "cancel",
    "x.circle": "highlight_off", "x.circle.fill": "cancel",
    "checkmark": "check", "checkmark.circle": "check_circle_outline", "checkmark.circle.fill": "check_circle",
    "checkmark.square": "check_box", "checkmark.square.fill": "check_box", "square": "check_box_outline_blank",
    "circle": "radio_button_unchecked", "circle.fill": "circle",
    "star": "star_border", "star.fill": "star", "star.circle": "stars", "star.circle.fill": "stars",
    "star.leadinghalf.filled": "star_half",
    "heart": "favorite_border", "heart.fill": "favorite",
    "trash": "delete_outline", "trash.fill": "delete",
    "pencil": "edit", "pencil.circle": "edit", "square.and.pencil": "edit_note",
    "gear": "settings", "gearshape": "settings", "gearshape.fill": "settings",
    "person": "person_outline", "person.fill": "person", "person.circle": "account_circle",
    "person.circle.fill": "account_circle", "person.crop.circle": "account_circle",
    "person.crop.circle.fill": "account_circle", "person.crop.square": "account_box",
    "person.2": "people_outline", "person.2.fill": "people", "person.3": "groups", "person.3.fill": "groups",
    "person.badge.plus": "person_add", "person.crop.circle.badge.xmark": "person_remove",
    "person.crop.circle.fill.badge.xmark": "person_remove", "person.crop.circle.badge.checkmark": "how_to_reg",
    "person.crop.circle.fill.badge.checkmark": "how_to_reg",
    "house": "home", "house.fill": "home", "homekit": "home",
    "magnifyingglass": "search",
    "bell": "notifications_none", "bell.fill": "notifications", "bell.slash": "notifications_off",
    "bookmark": "bookmark_border", "bookmark.fill": "bookmark", "bookmark.slash": "bookmark_remove",
    "calendar": "calendar_today", "clock": "schedule", "clock.fill": "schedule",
    "clock.arrow.circlepath": "history", "alarm": "alarm",
    "camera": "photo_camera", "camera.fill": "photo_camera", "photo": "image", "photo.fill": "image",
    "cart": "shopping_cart", "cart.fill": "shopping_cart", "bag": "shopping_bag", "bag.fill": "shopping_bag",
    "creditcard": "credit_card", "gift": "card_giftcard", "tag": "local_offer", "tag.fill": "local_offer",
    "cloud": "cloud_queue", "cloud.fill": "cloud", "sun.max": "wb_sunny", "sun.max.fill": "wb_sunny",
    "moon": "nightlight_round", "moon.fill": "nightlight_round", "snowflake": "ac_unit",
    "bolt": "flash_on", "bolt.fill": "flash_on", "flame": "whatshot", "flame.fill": "whatshot", "leaf": "eco",
    "leaf.fill": "eco", "drop": "water_drop", "drop.fill": "water_drop",
    "envelope": "mail_outline", "envelope.fill": "mail", "paperplane": "send", "paperplane.fill": "send",
    "phone": "phone", "phone.fill": "phone", "message": "chat_bubble_outline", "message.fill": "chat_bubble",
    "bubble.left": "chat_bubble_outline", "bubble.left.fill": "chat_bubble",
    "folder": "folder_open", "folder.fill": "folder", "doc": "description", "doc.fill": "description",
    "doc.text": "description", "doc.plaintext": "article", "book": "book", "book.fill": "book",
    "books.vertical": "library_books", "newspaper": "newspaper", "tray": "inbox", "tray.fill": "inbox",
    "archivebox": "archive",
    "globe": "public", "map": "map", "map.fill": "map", "mappin": "place", "mappin.circle": "place",
    "mappin.circle.fill": "place", "location": "near_me", "location.fill": "near_me", "pin": "push_pin",
    "pin.fill": "push_pin", "car": "directions_car", "car.fill": "directions_car", "airplane": "flight",
    "info.circle": "info_outline", "info.circle.fill": "info", "questionmark.circle": "help_outline",
    "questionmark.circle.fill": "help", "questionmark.diamond": "help_center", "questionmark.square": "help_center",
    "exclamationmark.triangle": "warning_amber", "exclamationmark.triangle.fill": "warning",
    "exclamationmark.circle": "error_outline", "exclamationmark.circle.fill": "error",
    "lock": "lock_outline", "lock.fill": "lock", "lock.open": "lock_open", "key": "vpn_key",
    "eye": "visibility", "eye.slash": "visibility_off", "hand.thumbsup": "thumb_up_off_alt",
    "hand.thumbsup.fill": "thumb_up", "hand.thumbsdown": "thumb_down_off_alt", "hand.thumbsdown.fill": "thumb_down",
    "mic": "mic_none", "mic.fill": "mic", "mic.slash": "mic_off", "speaker.wave.2": "volume_up",
    "speaker.wave.2.fill": "volume_up", "speaker.slash": "volume_off", "music.note": "music_note",
    "headphones": "headphones",
    "play": "play_arrow", "play.fill": "play_arrow", "play.circle": "play_circle_outline",
    "play.circle.fill": "play_circle_filled", "pause": "pause", "pause.fill": "pause",
    "pause.circle": "pause_circle_outline", "pause.circle.fill": "pause_circle_filled", "playpause": "pause_circle",
    "stop": "stop", "stop.fill": "stop", "forward.fill": "fast_forward", "backward.fill": "fast_rewind",
    "forward.end.fill": "skip_next", "backward.end.fill": "skip_previous", "shuffle": "shuffle", "repeat": "repeat",
    "film": "movie", "film.stack": "video_library", "list.and.film": "video_library", "tv": "tv",
    "video": "videocam", "video.fill": "videocam",
    "flag": "outlined_flag", "flag.fill": "flag", "link": "link", "paperclip": "attach_file",
    "list.bullet": "format_list_bulleted", "list.number": "format_list_numbered", "line.3.horizontal": "menu",
    "line.horizontal.3": "menu", "line.3.horizontal.decrease": "filter_list",
    "line.3.horizontal.decrease.circle": "filter_list", "slider.horizontal.3": "tune",
    "ellipsis": "more_horiz", "ellipsis.circle": "more_horiz", "square.grid.2x2": "grid_view",
    "square.and.arrow.up": "ios_share", "square.and.arrow.down": "file_download",
    "arrow.clockwise": "refresh", "arrow.counterclockwise": "replay", "arrow.triangle.2.circlepath": "sync",
    "arrow.left": "arrow_back", "arrow.right": "arrow_forward", "arrow.up": "arrow_upward", "arrow.down": "arrow_downward",
    "arrow.up.arrow.down": "swap_vert", "arrow.up.arrow.down.square": "swap_vert", "arrow.left.arrow.right": "swap_horiz",
    "arrow.up.right": "north_east", "arrowtriangle.down.fill": "arrow_drop_down", "arrowtriangle.up.fill": "arrow_drop_up",
    "chevron.left": "chevron_left", "chevron.right": "chevron_right", "chevron.up": "expand_less",
    "chevron.down": "expand_more", "chevron.backward": "chevron_left", "chevron.forward": "chevron_right",
    "triangle": "change_history", "triangle.fill": "change_history", "diamond": "diamond",
    "wifi": "wifi", "battery.100": "battery_full", "antenna.radiowaves.left.and.right": "settings_input_antenna",
    "qrcode": "qr_code", "qrcode.viewfinder": "qr_code_scanner", "barcode.viewfinder": "qr_code_scanner",
    "sparkles": "auto_awesome", "wand.and.stars": "auto_fix_high", "keyboard": "keyboard", "printer": "print",
    "trophy": "emoji_events", "trophy.fill": "emoji_events", "crown": "workspace_premium", "graduationcap": "school",
    "chart.bar": "bar_chart", "chart.bar.fill": "bar_chart", "chart.pie": "pie_chart", "chart.line.uptrend.xyaxis": "show_chart",
    "dollarsign.circle": "monetization_on", "cup.and.saucer": "local_cafe", "fork.knife": "restaurant",
    "figure.walk": "directions_walk", "figure.run": "directions_run", "dumbbell": "fitness_center",
    "pawprint": "pets", "pawprint.fill": "pets", "cross": "add", "bandage": "healing", "pills": "medication",
    "cpu": "memory", "desktopcomputer": "desktop_windows", "iphone": "smartphone", "laptopcomputer": "laptop",
    "bolt.heart": "monitor_heart", "heart.text.square": "monitor_heart", "waveform": "graphic_eq",
    "hourglass": "hourglass_empty", "timer": "timer", "stopwatch": "timer", "power": "power_settings_new",
    "rectangle.portrait.and.arrow.right": "logout", "person.crop.circle.badge.plus": "person_add",
    "chevron.up.chevron.down": "unfold_more", "chevron.left.forwardslash.chevron.right": "code",
    "arrow.up.circle": "arrow_circle_up", "arrow.down.circle": "arrow_circle_down", "arrow.up.circle.fill": "arrow_circle_up",
    "arrow.down.circle.fill": "arrow_circle_down", "arrow.right.circle": "arrow_circle_right",
    "arrow.left.circle": "arrow_circle_left", "arrow.uturn.backward": "undo", "arrow.uturn.forward": "redo",
    "arrow.uturn.left": "undo", "arrow.uturn.right": "redo", "arrow.2.squarepath": "sync", "arrow.triangle.branch": "call_split",
    "square.and.arrow.up.fill": "ios_share", "doc.on.doc": "content_copy", "doc.on.clipboard": "content_paste",
    "scissors": "content_cut", "textformat": "text_fields", "bold": "format_bold", "italic": "format_italic",
    "underline": "format_underlined", "photo.on.rectangle": "photo_library", "photo.stack": "photo_library",
    "rectangle.stack": "layers", "square.stack": "layers", "square.stack.3d.up": "layers", "cube": "view_in_ar",
    "cube.fill": "view_in_ar", "shippingbox": "inventory_2", "building.2": "apartment", "building.columns": "account_balance",
    "bed.double": "bed", "sofa": "weekend", "lightbulb": "lightbulb_outline", "lightbulb.fill": "lightbulb",
    "thermometer": "thermostat", "umbrella": "beach_access", "wind": "air", "tornado": "cyclone",
    "heart.circle": "favorite_border", "heart.circle.fill": "favorite", "bubble.right": "chat_bubble_outline",
    "bubble.right.fill": "chat_bubble", "bubble.left.and.bubble.right": "forum", "quote.bubble": "format_quote",
    "envelope.open": "drafts", "calendar.badge.plus": "event", "checklist": "checklist", "list.bullet.rectangle": "list_alt",
    "note.text": "note", "pencil.and.outline": "edit", "highlighter": "highlight", "paintbrush": "brush",
    "paintpalette": "palette", "eyedropper": "colorize", "ruler": "straighten", "hammer": "build", "wrench": "build",
    "wrench.and.screwdriver": "handyman", "shield": "shield", "shield.fill": "shield", "checkmark.shield": "verified_user",
    "faceid": "face", "touchid": "fingerprint", "person.fill.questionmark": "person_search",
    "music.note.list": "queue_music", "music.mic": "mic_external_on", "speaker": "volume_mute", "speaker.fill": "volume_mute",
    "gamecontroller": "sports_esports", "gamecontroller.fill": "sports_esports", "sportscourt": "sports_basketball",
    "soccerball": "sports_soccer", "basketball": "sports_basketball", "football": "sports_football", "tennis.racket": "sports_tennis",
    "bicycle": "directions_bike", "bus": "directions_bus", "tram": "tram", "ferry": "directions_boat", "fuelpump": "local_gas_station",
    "cart.badge.plus": "add_shopping_cart", "banknote": "payments", "dollarsign": "attach_money", "percent": "percent",
    "number": "tag", "at": "alternate_email", "command": "keyboard_command_key", "option": "keyboard_option_key",
    "return": "keyboard_return", "delete.left": "backspace", "xmark.octagon": "report", "nosign": "block",
    "hand.raised": "back_hand", "hand.tap": "touch_app", "hand.point.up.left": "ads_click", "hand.wave": "waving_hand",
    "face.smiling": "sentiment_satisfied", "globe.americas": "public", "network": "lan", "server.rack": "dns",
    "externaldrive": "storage", "icloud": "cloud_queue", "icloud.fill": "cloud", "icloud.and.arrow.up": "cloud_upload",
    "icloud.and.arrow.down": "cloud_download", "arrow.down.to.line": "download", "arrow.up.to.line": "upload",
    "square.and.arrow.down.fill": "file_download", "tray.and.arrow.down": "move_to_inbox", "tray.and.arrow.up": "outbox",
    "rectangle.grid.2x2": "grid_view", "square.grid.3x3": "apps", "square.grid.3x2": "view_module", "square.grid.3x2.fill": "view_module",
    "hourglass.tophalf.fill": "hourglass_top", "hourglass.bottomhalf.fill": "hourglass_bottom", "hourglass.circle": "hourglass_full", "rectangle.split.3x1": "view_column",
    "sidebar.left": "view_sidebar", "rectangle.and.pencil.and.ellipsis": "edit_note", "magnifyingglass.circle": "search",
    "plus.magnifyingglass": "zoom_in", "minus.magnifyingglass": "zoom_out", "arrow.up.left.and.arrow.down.right": "open_in_full",
    "arrow.down.right.and.arrow.up.left": "close_fullscreen", "viewfinder": "center_focus_strong", "scope": "gps_fixed",
    "location.circle": "my_location", "location.north": "navigation", "signpost.right": "signpost", "mappin.and.ellipse": "pin_drop",
    "map.circle": "map", "house.circle": "home", "gear.circle": "settings", "person.text.rectangle": "badge",
    "person.crop.rectangle": "badge", "person.and.background.dotted": "group", "figure.stand": "accessibility",
    "accessibility": "accessibility", "ear": "hearing", "brain": "psychology", "brain.head.profile": "psychology",
    "heart.text.square.fill": "monitor_heart", "cross.case": "medical_services", "stethoscope": "medical_services",
    "syringe": "vaccines", "cross.fill": "add", "staroflife": "emergency", "bandage.fill": "healing",
    "clock.badge.checkmark": "schedule", "calendar.circle": "event", "calendar.badge.clock": "pending_actions",
    "sunrise": "wb_twilight", "sunset": "wb_twilight", "cloud.rain": "umbrella", "cloud.bolt": "thunderstorm",
    "cloud.snow": "ac_unit", "sparkle": "auto_awesome", "star.square": "star_border", "rosette": "military_tech",
    "medal": "military_tech", "flag.checkered": "sports_score", "target": "track_changes", "scalemass": "scale",
}

DIGITS = {"zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
          "eight": "8", "nine": "9", "underscore": "_"}


class SVGPen(BasePen):
    """Writes a glyph's contours as M, L, Q and Z commands in a 24 grid."""

    def __init__(self, glyph_set):
        super().__init__(glyph_set)
        self.commands = []

    # Material's 512-unit em to a 24 grid, y down.
    scale = 24 / 512
    top = 512

    def point(self, p):
        x, y = p
        return "%s %s" % (number(x * self.scale), number((self.top - y) * self.scale))

    def _moveTo(self, p):
        self.commands.append("M" + self.point(p))

    def _lineTo(self, p):
        self.commands.append("L" + self.point(p))

    def _qCurveToOne(self, p1, p2):
        self.commands.append("Q" + self.point(p1) + " " + self.point(p2))

    def _curveToOne(self, p1, p2, p3):
        raise SystemExit("cubic curves are not expected in a TrueType font")

    def _closePath(self):
        self.commands.append("Z")


class DigitPen(SVGPen):
    # Liberation Sans Bold: its cap height (1409 of 2048 units) to 24, y down.
    scale = 24 / 1409
    top = 1409


def number(value):
    text = ("%.3f" % value).rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def main():
    font = TTFont(FONT)
    ligatures = {}
    for lookup in font["GSUB"].table.LookupList.Lookup:
        for table in lookup.SubTable:
            if lookup.LookupType == 7:
                table = table.ExtSubTable
            for first, entries in getattr(table, "ligatures", {}).items():
                for entry in entries:
                    ligatures["".join(DIGITS.get(c, c) for c in [first] + entry.Component)] = entry.LigGlyph
    glyph_set = font.getGlyphSet()
    lines = [
        "// Generated by scripts/generate-symbol-glyphs.py from Debian's",
        "// fonts-material-design-icons-iconfont (Material Icons, Google, Apache License",
        "// 2.0). Do not edit.",
        "",
        "extension SymbolGlyphs {",
        "    /// SF Symbol names and the outlines drawn for them, a line each: the",
        "    /// name, a space, and a path in a 24 × 24 grid, y down (M, L, Q and Z,",
        "    /// absolute), or `=` and the name of an earlier line with the same",
        "    /// outline. Long lines continue on the next.",
        "    static let source = \"\"\"",
    ]
    missing = []
    first = {}
    for name in sorted(SYMBOLS):
        glyph = ligatures.get(SYMBOLS[name])
        if glyph is None:
            missing.append(SYMBOLS[name])
            continue
        if glyph in first:
            lines.append("        %s =%s" % (name, first[glyph]))
            continue
        first[glyph] = name
        pen = SVGPen(glyph_set)
        glyph_set[glyph].draw(pen)
        text = name + " " + "".join(pen.commands)
        while len(text) > 130:
            cut = max(text.rfind("L", 0, 130), text.rfind("Q", 0, 130), text.rfind("M", 0, 130), text.rfind("Z", 0, 130))
            lines.append("        " + text[:cut] + "\\")
            text = text[cut:]
        lines.append("        " + text)
    digits = TTFont(DIGIT_FONT)
    digit_glyphs = digits.getGlyphSet()
    cmap = digits.getBestCmap()
    for digit in "0123456789":
        pen = DigitPen(digit_glyphs)
        digit_glyphs[cmap[ord(digit)]].draw(pen)
        lines.append("        _digit.%s %s" % (digit, "".join(pen.commands)))
    lines.append("        \"\"\"")
    lines.append("}")
    with open(OUTPUT, "w") as out:
        out.write("\n".join(lines) + "\n")
    print("wrote", os.path.normpath(OUTPUT), len(SYMBOLS) - len(missing), "symbols")
    if missing:
        print("no Material icon named:", ", ".join(sorted(set(missing))))


if __name__ == "__main__":
    sys.exit(main())
