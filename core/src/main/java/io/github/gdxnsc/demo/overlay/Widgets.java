package io.github.gdxnsc.demo.overlay;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.kotcrab.vis.ui.widget.Tooltip;

/** The two bits of scene2d wiring every overlay window repeats: a tooltip, and a change listener from a lambda. */
final class Widgets {
    private Widgets() {
    }

    static void tooltip(Actor target, String help) {
        new Tooltip.Builder(help).target(target).build();
    }

    static ChangeListener changed(Runnable action) {
        return new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                action.run();
            }
        };
    }
}
