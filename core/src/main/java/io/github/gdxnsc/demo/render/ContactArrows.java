package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Camera;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Disposable;
import com.badlogic.gdx.utils.StringBuilder;
import io.github.gdxnsc.demo.overlay.Fmt;
import io.github.gdxnsc.world.NscWorld;

/**
 * Contact forces of the last step as arrows from each contact point: the normal force along the
 * normal (yellow) and the friction force (cyan), scaled so the weight of 1 kg is
 * {@link #METRES_PER_NEWTON} x 9.81 m long, with heads. Force = impulse / time step. Depth tested
 * against the static bodies only (the caller lays their depth down first): the ground and the
 * container walls hide the arrows behind them, while the arrows inside a stack stay visible.
 * On large scenes every k-th contact is drawn so that at most {@link #MAX_DRAWN} are.
 */
public final class ContactArrows implements Disposable {
    static final float METRES_PER_NEWTON = 0.03f;
    /** Longest arrow drawn (m), so a 100 kg box does not draw across the screen. */
    static final float MAX_LENGTH = 2.5f;
    /** At most this many contacts are drawn; the pile's 10,000 would be an unreadable tangle. */
    static final int MAX_DRAWN = 400;
    private static final Color NORMAL = new Color(1f, 0.92f, 0.2f, 1f);
    private static final Color FRICTION = new Color(0.2f, 0.95f, 0.95f, 1f);

    private final ShapeRenderer shapes = new ShapeRenderer(5000);
    private final Vector3 point = new Vector3(), normal = new Vector3(), impulse = new Vector3();
    private final Vector3 tangent1 = new Vector3(), tangent2 = new Vector3(), end = new Vector3();
    private final Vector3 side = new Vector3(), back = new Vector3(), head = new Vector3();
    private final StringBuilder scale = new StringBuilder();

    /** Every how many contacts one is drawn, for {@code contacts} contacts. */
    static int stride(int contacts) {
        return Math.max(1, (contacts + MAX_DRAWN - 1) / MAX_DRAWN);
    }

    public void render(NscWorld world, Camera camera) {
        float h = world.getConfig().timeStep;
        int count = world.getContactCount(), stride = stride(count);
        Gdx.gl.glEnable(GL20.GL_DEPTH_TEST);
        Gdx.gl.glDepthFunc(GL20.GL_LEQUAL);
        shapes.setProjectionMatrix(camera.combined);
        shapes.begin(ShapeRenderer.ShapeType.Line);
        for (int i = 0; i < count; i += stride) {
            world.getContact(i, point, normal, impulse);
            shapes.setColor(NORMAL);
            arrow(camera, normal, length(impulse.x / h));
            // the tangents follow the fixed rule the world documents (btPlaneSpace1); only the
            // friction force's size and rough direction matter for the picture
            planeSpace(normal, tangent1, tangent2);
            tangent1.scl(impulse.y / h).mulAdd(tangent2, impulse.z / h);
            float friction = tangent1.len();
            if (friction > 1e-3f) {
                shapes.setColor(FRICTION);
                arrow(camera, tangent1.scl(1f / friction), length(friction));
            }
        }
        shapes.end();
    }

    /** An arrow of {@code length} from {@link #point} along the unit {@code direction}, head facing the camera. */
    private void arrow(Camera camera, Vector3 direction, float length) {
        if (length <= 1e-4f) return;
        end.set(direction).scl(length).add(point);
        shapes.line(point, end);
        float headLength = Math.min(0.12f, 0.3f * length);
        side.set(direction).crs(camera.direction);
        if (side.len2() < 1e-8f) side.set(direction).crs(camera.up);
        side.nor().scl(headLength * 0.5f);
        back.set(direction).scl(-headLength).add(end);
        shapes.line(end, head.set(back).add(side));
        shapes.line(end, head.set(back).sub(side));
    }

    private static float length(float newtons) {
        return Math.min(MAX_LENGTH, Math.abs(newtons) * METRES_PER_NEWTON);
    }

    /** The legend: the scale, and the thinning when there is one. Reused builder. */
    public StringBuilder scaleText(int contacts) {
        scale.setLength(0);
        Fmt.fixed(scale.append("forces: 1 kg weight (9.81 N) = "), 9.81 * METRES_PER_NEWTON, 2)
                .append(" m   yellow normal, cyan friction");
        int stride = stride(contacts);
        if (stride > 1) scale.append("   1 in ").append(stride).append(" contacts shown");
        return scale;
    }

    /** Two unit vectors orthogonal to n and to each other (Bullet's btPlaneSpace1). */
    static void planeSpace(Vector3 n, Vector3 outP, Vector3 outQ) {
        if (Math.abs(n.z) > 0.70710678f) {
            float a = n.y * n.y + n.z * n.z, k = 1f / (float) Math.sqrt(a);
            outP.set(0, -n.z * k, n.y * k);
            outQ.set(a * k, -n.x * outP.z, n.x * outP.y);
        } else {
            float a = n.x * n.x + n.y * n.y, k = 1f / (float) Math.sqrt(a);
            outP.set(-n.y * k, n.x * k, 0);
            outQ.set(-n.z * outP.y, n.z * outP.x, a * k);
        }
    }

    @Override
    public void dispose() {
        shapes.dispose();
    }
}
