package io.github.gdxnsc.demo.overlay;

import static io.github.gdxnsc.demo.overlay.Widgets.changed;
import static io.github.gdxnsc.demo.overlay.Widgets.tooltip;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Cell;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.utils.Layout;
import com.kotcrab.vis.ui.widget.VisScrollPane;
import com.kotcrab.vis.ui.widget.VisTextButton;
import com.kotcrab.vis.ui.widget.VisWindow;

/**
 * An overlay window docked to a side of the screen that folds to a rail, its title bar alone,
 * with the button in its title (or key Tab for both): open it takes a column of the screen, as a
 * rail only a corner of the top strip, and the 3D view gets the rest either way.
 *
 * <p>A window is never taller than {@link #setMaxHeight its room}: the part of its body given to
 * {@link #addScrolling} scrolls (wheel over it, or its bar) once the whole would not fit, so every
 * section stays reachable on a small screen while the rest of the body stays in view.
 */
abstract class DockedWindow extends VisWindow {
    /** The least height (stage units) the scrolling part keeps, a few rows, however little room there is. */
    static final float MIN_SCROLL_HEIGHT = 80;
    private final VisTextButton railButton = new VisTextButton("-");
    private Actor body;
    private Cell<Actor> bodyCell;
    private boolean rail;
    private Runnable onToggle = () -> { };
    private VisScrollPane scroll;
    private Cell<VisScrollPane> scrollCell;
    private float maxHeight = Float.MAX_VALUE;
    /** The scrolling part's own height when the window was last packed: a change asks for a new pack. */
    private float packedContentHeight;

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

    /** Adds {@code part} to {@code table} in a scroll pane that takes whatever the window's room cannot hold; returns its cell. */
    final Cell<VisScrollPane> addScrolling(Table table, Actor part) {
        scroll = new VisScrollPane(part);
        scroll.setScrollingDisabled(true, false);
        scroll.setFadeScrollBars(false);
        scroll.setFlickScroll(false); // a drag on a slider moves the slider, not the pane
        scroll.setSmoothScrolling(false); // a wheel step lands at once, so a script knows where things are
        scroll.setOverscroll(false, false);
        scrollCell = table.add(scroll).growX();
        return scrollCell;
    }

    /** The scroll pane of {@link #addScrolling}, or null. */
    final VisScrollPane scrollPane() {
        return scroll;
    }

    /** The most the window may be tall (stage units); it scrolls its part past that. */
    final void setMaxHeight(float height) {
        maxHeight = height;
    }

    final float maxHeight() {
        return maxHeight;
    }

    /** Packs with the scrolling part at its own height, or cut to what the room leaves. */
    @Override
    public void pack() {
        if (scrollCell == null || rail) {
            super.pack();
            return;
        }
        float content = contentHeight();
        scrollCell.height(content);
        scrollCell.getTable().invalidateHierarchy();
        float over = super.getPrefHeight() - maxHeight;
        if (over > 0) {
            scrollCell.height(Math.max(MIN_SCROLL_HEIGHT, content - over));
            scrollCell.getTable().invalidateHierarchy();
        }
        packedContentHeight = content;
        super.pack();
        // the pane knows whether it scrolls once laid out; its bar's width then counts in the window's
        scroll.validate();
        scroll.invalidateHierarchy();
        super.pack();
    }

    /** Whether the whole would be taller than the room: the scrolling part then scrolls. */
    final boolean overflows() {
        if (scrollCell == null || rail) return getPrefHeight() > maxHeight;
        return contentHeight() > scrollCell.getPrefHeight() + 0.5f;
    }

    /** Packs the window if its content grew, shrank or widened since the last pack; true when it did. */
    final boolean repackIfOutgrown() {
        boolean outgrown = getPrefHeight() != getHeight() || getPrefWidth() > getWidth()
                || scrollCell != null && !rail && contentHeight() != packedContentHeight;
        if (outgrown) pack();
        return outgrown;
    }

    private float contentHeight() {
        Actor part = scroll.getActor();
        return part instanceof Layout ? ((Layout) part).getPrefHeight() : part.getHeight();
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
