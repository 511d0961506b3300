package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.graphics.Camera;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Disposable;
import io.github.gdxnsc.world.NscWorld;

/**
 * Contact forces of the last step as lines from each contact point: the normal force along the
 * normal (yellow) and the friction force (cyan), scaled so the weight of 1 kg is
 * {@link #METRES_PER_NEWTON} x 9.81 m long. Force = impulse / time step.
 */
public final class ContactArrows implements Disposable {
    static final float METRES_PER_NEWTON = 0.03f;
    /** Longest line drawn (m), so a 100 kg box does not draw across the screen. */
    static final float MAX_LENGTH = 2.5f;
    /** Cap on drawn contacts: the pile has over 10,000; the first ones suffice to see the pattern. */
    static final int MAX_CONTACTS = 20_000;
    private static final Color NORMAL = new Color(1f, 0.92f, 0.2f, 1f);
    private static final Color FRICTION = new Color(0.2f, 0.95f, 0.95f, 1f);

    private final ShapeRenderer shapes = new ShapeRenderer(5000);
    private final Vector3 point = new Vector3(), normal = new Vector3(), impulse = new Vector3();
    private final Vector3 tangent1 = new Vector3(), tangent2 = new Vector3(), end = new Vector3();

    public void render(NscWorld world, Camera camera) {
        float h = world.getConfig().timeStep;
        int count = Math.min(world.getContactCount(), MAX_CONTACTS);
        shapes.setProjectionMatrix(camera.combined);
        shapes.begin(ShapeRenderer.ShapeType.Line);
        for (int i = 0; i < count; i++) {
            world.getContact(i, point, normal, impulse);
            float normalForce = impulse.x / h;
            shapes.setColor(NORMAL);
            end.set(normal).scl(length(normalForce)).add(point);
            shapes.line(point, end);
            // the tangents follow the fixed rule the world documents (btPlaneSpace1); only the
            // friction force's size and rough direction matter for the picture
            planeSpace(normal, tangent1, tangent2);
            tangent1.scl(impulse.y / h).mulAdd(tangent2, impulse.z / h);
            float friction = tangent1.len();
            if (friction > 1e-3f) {
                shapes.setColor(FRICTION);
                end.set(tangent1).scl(length(friction) / friction).add(point);
                shapes.line(point, end);
            }
        }
        shapes.end();
    }

    private static float length(float newtons) {
        return Math.min(MAX_LENGTH, Math.abs(newtons) * METRES_PER_NEWTON);
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
