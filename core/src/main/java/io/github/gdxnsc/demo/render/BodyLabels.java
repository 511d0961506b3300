package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.graphics.Camera;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.SpriteBatch;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Disposable;
import com.badlogic.gdx.utils.StringBuilder;
import io.github.gdxnsc.demo.SceneSession;
import io.github.gdxnsc.demo.overlay.Fmt;

/**
 * Labels each dynamic body of the scene with its friction coefficient ("mu 0.25") where the
 * scene's point is friction (three or more distinct values among its dynamic bodies: the
 * incline), so the boxes that stick and those that slide can be told apart by their mu; on demand
 * (key M) with its mass instead, in every scene.
 */
public final class BodyLabels implements Disposable {
    private final SpriteBatch batch = new SpriteBatch();
    private final BitmapFont font;
    private final Vector3 p = new Vector3();
    private final StringBuilder text = new StringBuilder();
    private Object decidedFor;
    private boolean labelled;
    private boolean massShown;

    public BodyLabels(BitmapFont font) {
        this.font = font;
    }

    private boolean frictionIsThePoint(SceneSession session) {
        if (decidedFor == session.joints()) return labelled;
        decidedFor = session.joints();
        float[] seen = new float[3];
        int distinct = 0;
        for (int i = 0; i < session.sceneBodyCount() && distinct < 3; i++) {
            if (!session.isDynamic(i)) continue;
            float mu = session.spec(i).friction;
            boolean known = false;
            for (int k = 0; k < distinct; k++) known |= seen[k] == mu;
            if (!known) seen[distinct++] = mu;
        }
        labelled = distinct >= 3;
        return labelled;
    }

    /**
     * @param view the 3D view in window pixels, y up (the batch draws in window pixels)
     * @param scale the overlay's scale for this window, so the labels grow with it on large screens
     */
    public void render(SceneSession session, Camera camera, Rectangle view, float scale) {
        boolean friction = !massShown && frictionIsThePoint(session);
        if (!friction && !massShown) return;
        // the GL viewport is the view's: window pixels inside it map one to one
        batch.getProjectionMatrix().setToOrtho2D(view.x, view.y, view.width, view.height);
        batch.begin();
        float oldScaleX = font.getData().scaleX, oldScaleY = font.getData().scaleY;
        font.getData().setScale(scale); // the skin's font: put back below
        font.setColor(1f, 1f, 1f, 1f);
        for (int i = 0; i < session.sceneBodyCount(); i++) {
            if (!session.isDynamic(i)) continue;
            session.position(i, p);
            p.y += session.spec(i).boundingRadius() + 0.1f;
            camera.project(p, view.x, view.y, view.width, view.height);
            if (p.z < 0 || p.z > 1) continue; // behind the camera
            text.setLength(0);
            if (friction) Fmt.fixed(text.append("mu "), session.spec(i).friction, 2);
            else mass(text, session.spec(i).mass).append(" kg");
            font.draw(batch, text, p.x - 18 * scale, p.y + 12 * scale);
        }
        font.getData().setScale(oldScaleX, oldScaleY);
        batch.end();
    }

    /** Key M: every dynamic body labelled with its mass instead (heavy-on-light and light-on-heavy tell apart). */
    public void toggleMass() {
        massShown = !massShown;
    }

    public boolean massShown() {
        return massShown;
    }

    /** "1000", "2.5", "1.00e-4": whole kilograms plainly, small masses in scientific notation. */
    private static StringBuilder mass(StringBuilder sb, float kg) {
        if (kg >= 10) return Fmt.fixed(sb, kg, 0);
        if (kg >= 0.1f) return Fmt.fixed(sb, kg, kg == Math.rint(kg) ? 0 : 2);
        return Fmt.sci(sb, kg);
    }

    @Override
    public void dispose() {
        batch.dispose();
    }
}
