package io.github.gdxnsc.demo.overlay;

import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.utils.viewport.ScreenViewport;
import com.kotcrab.vis.ui.widget.CollapsibleWidget;

/**
 * The overlay's stage: the mouse wheel scrolls the scroll pane under the mouse (a window too tall
 * for the screen), and nothing of the overlay where there is none, so the wheel zooms the 3D view
 * there (scene2d would keep sending it to the last pane clicked).
 */
final class OverlayStage extends Stage {
    private int mouseX, mouseY;
    private final Vector2 at = new Vector2();

    OverlayStage() {
        super(new ScreenViewport());
    }

    @Override
    public boolean mouseMoved(int screenX, int screenY) {
        mouseX = screenX;
        mouseY = screenY;
        return super.mouseMoved(screenX, screenY);
    }

    @Override
    public boolean touchDragged(int screenX, int screenY, int pointer) {
        mouseX = screenX;
        mouseY = screenY;
        return super.touchDragged(screenX, screenY, pointer);
    }

    @Override
    public boolean scrolled(float amountX, float amountY) {
        setScrollFocus(scrollPaneAt(mouseX, mouseY));
        return getScrollFocus() != null && super.scrolled(amountX, amountY);
    }

    /** The innermost scroll pane under the window pixel (y down), or null. */
    private ScrollPane scrollPaneAt(int screenX, int screenY) {
        screenToStageCoordinates(at.set(screenX, screenY));
        for (Actor a = hit(at.x, at.y, true); a != null; a = a.getParent()) {
            if (a instanceof ScrollPane && ((ScrollPane) a).isScrollY()) return (ScrollPane) a;
        }
        return null;
    }

    /**
     * Scrolls the pane holding {@code actor} so that it shows (drawn so at the next frame); false
     * where no pane holds it or it is in a folded section.
     */
    static boolean scrollTo(Actor actor) {
        ScrollPane pane = null;
        for (Actor a = actor.getParent(); a != null; a = a.getParent()) {
            if (a instanceof CollapsibleWidget && ((CollapsibleWidget) a).isCollapsed()) return false;
            if (pane == null && a instanceof ScrollPane) pane = (ScrollPane) a;
        }
        if (pane == null) return false;
        Vector2 p = actor.localToActorCoordinates(pane.getActor(), new Vector2());
        pane.scrollTo(p.x, p.y, actor.getWidth(), actor.getHeight());
        pane.updateVisualScroll();
        return true;
    }

    /** Whether the middle of {@code actor} is on the screen, not in a folded section and not scrolled out of view inside a pane. */
    static boolean shown(Actor actor) {
        if (actor.getStage() == null || !actor.isVisible()) return false;
        Vector2 p = new Vector2();
        for (Actor a = actor.getParent(); a != null; a = a.getParent()) {
            if (!a.isVisible() || a instanceof CollapsibleWidget && ((CollapsibleWidget) a).isCollapsed()) return false;
            if (!(a instanceof ScrollPane)) continue;
            actor.localToActorCoordinates(a, p.set(actor.getWidth() / 2, actor.getHeight() / 2));
            if (p.x < 0 || p.y < 0 || p.x > a.getWidth() || p.y > a.getHeight()) return false;
        }
        actor.localToStageCoordinates(p.set(actor.getWidth() / 2, actor.getHeight() / 2));
        Stage s = actor.getStage();
        return p.x >= 0 && p.y >= 0 && p.x <= s.getWidth() && p.y <= s.getHeight();
    }
}
