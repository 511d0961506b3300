package io.github.gdxnsc.demo.overlay;

import com.kotcrab.vis.ui.widget.VisLabel;
import com.kotcrab.vis.ui.widget.VisTable;
import com.kotcrab.vis.ui.widget.VisWindow;

/** The help window (key H): every key and mouse action of the demo, key and meaning in two columns. */
final class HelpWindow extends VisWindow {
    HelpWindow() {
        super("Keys (H closes)");
        setMovable(false);
        VisTable t = new VisTable();
        t.defaults().left().padRight(16).padBottom(1);
        for (String line : OverlayHelp.ALL_KEYS.split("\n")) {
            String[] keyAndMeaning = line.split("\\s{2,}", 2);
            VisLabel key = new VisLabel(keyAndMeaning[0]);
            key.setColor(0.65f, 0.8f, 1f, 1f);
            t.add(key);
            t.add(new VisLabel(keyAndMeaning.length > 1 ? keyAndMeaning[1] : "")).row();
        }
        add(t).pad(6);
        pack();
        setVisible(false);
    }

    /** The keys as listed, one per line (for the smoke report). */
    static int keyCount() {
        return OverlayHelp.ALL_KEYS.split("\n").length;
    }
}
