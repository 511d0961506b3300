package io.github.gdxnsc.demo.overlay;

import static io.github.gdxnsc.demo.overlay.Widgets.changed;
import static io.github.gdxnsc.demo.overlay.Widgets.tooltip;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Cell;
import com.kotcrab.vis.ui.widget.VisTextButton;
import com.kotcrab.vis.ui.widget.VisWindow;

/**
 * An overlay window docked to a side of the screen that folds to a rail, its title bar alone,
 * with the button in its title (or key Tab for both): open it takes a column of the screen, as a
 * rail only a corner of the top strip, and the 3D view gets the rest either way.
 */
abstract class DockedWindow extends VisWindow {
    private final VisTextButton railButton = new VisTextButton("-");
    private Actor body;
    private Cell<Actor> bodyCell;
    private boolean rail;
    private Runnable onToggle = () -> { };

    DockedWindow(String title) {
        super(title);
        setMovable(false);
        getTitleTable().add(railButton).padRight(2);
        tooltip(railButton, "Fold this window to its title (a rail), or open it again; Tab does both windows");
        railButton.addListener(changed(() -> {
            setRail(!rail);
            onToggle.run();
        }));
    }

    /** The window's content, shown while it is open. */
    final void setBody(Actor content) {
        body = content;
        bodyCell = add(content).pad(4);
    }

    final void onRailToggle(Runnable r) {
        onToggle = r;
    }

    final void setRail(boolean asRail) {
        if (asRail == rail) return;
        rail = asRail;
        if (asRail) bodyCell.clearActor();
        else bodyCell.setActor(body);
        railButton.setText(asRail ? "+" : "-");
        pack();
    }

    final boolean isRail() {
        return rail;
    }
}
