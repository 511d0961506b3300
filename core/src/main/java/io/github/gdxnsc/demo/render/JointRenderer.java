package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Camera;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Disposable;
import io.github.gdxnsc.demo.SceneSession;
import io.github.gdxnsc.demo.scenes.BodySpec;
import io.github.gdxnsc.demo.scenes.JointKind;
import io.github.gdxnsc.demo.scenes.JointSpec;
import io.github.gdxnsc.demo.scenes.SceneSink;
import java.util.List;

/**
 * Draws the scene's joints, depth tested: a rod from each body's centre to its anchor (a
 * pendulum's string, a chain link's half), a cross at the pivot, a hinge's axis through it, and a
 * red segment between the two bodies' anchor points when they drift apart by more than
 * {@link #GAP_SHOWN} across what the joint holds (the joint's error made visible, rather than a gap
 * that looks broken; a slider's travel is not an error). A broken joint is not drawn.
 * Anchors are kept in each body's frame from the scene's build-time poses, so nothing is read
 * from the world but the body transforms: the same joints over Bullet's poses draw the split
 * view's other side.
 */
public final class JointRenderer implements Disposable {
    static final float PIVOT_SIZE = 0.08f, AXIS_HALF_LENGTH = 0.6f, GAP_SHOWN = 0.01f;
    private static final Color ROD = new Color(0.85f, 0.86f, 0.9f, 1f);
    private static final Color PIVOT = new Color(1f, 0.85f, 0.3f, 1f);
    private static final Color AXIS = new Color(0.95f, 0.4f, 0.9f, 1f);
    private static final Color GAP = new Color(1f, 0.25f, 0.25f, 1f);

    private final ShapeRenderer shapes = new ShapeRenderer(2000);
    private final Matrix4 transform = new Matrix4();
    private final Quaternion rotation = new Quaternion();
    private final Vector3 a = new Vector3(), b = new Vector3(), centre = new Vector3(), axis = new Vector3(), tmp = new Vector3();
    /** Per joint: anchor in A's frame, anchor in B's frame (or the world point), axis in A's frame. */
    private float[] local = new float[0];
    private int[] bodies = new int[0];
    private JointKind[] kinds = new JointKind[0];
    private int count;
    private Object builtFor;

    /** Recomputes the body-frame anchors when the session has loaded a new scene. */
    private void prepare(SceneSession session) {
        List<JointSpec> joints = session.joints();
        if (builtFor == joints) return;
        builtFor = joints;
        count = joints.size();
        local = new float[9 * count];
        bodies = new int[2 * count];
        kinds = new JointKind[count];
        for (int j = 0; j < count; j++) {
            JointSpec s = joints.get(j);
            bodies[2 * j] = s.bodyA;
            bodies[2 * j + 1] = s.bodyB;
            kinds[j] = s.kind;
            boolean springJoint = s.kind == JointKind.DISTANCE_SPRING;
            toLocal(session.buildSpec(s.bodyA), s.anchor, local, 9 * j);
            Vector3 anchorB = springJoint ? s.anchorB : s.anchor;
            if (s.bodyB == SceneSink.WORLD) {
                local[9 * j + 3] = anchorB.x;
                local[9 * j + 4] = anchorB.y;
                local[9 * j + 5] = anchorB.z;
            } else {
                toLocal(session.buildSpec(s.bodyB), anchorB, local, 9 * j + 3);
            }
            BodySpec spec = session.buildSpec(s.bodyA);
            rotation.set(spec.rotation).conjugate().transform(tmp.set(s.axis));
            local[9 * j + 6] = tmp.x;
            local[9 * j + 7] = tmp.y;
            local[9 * j + 8] = tmp.z;
        }
    }

    private void toLocal(BodySpec spec, Vector3 worldPoint, float[] out, int at) {
        tmp.set(worldPoint).sub(spec.position);
        rotation.set(spec.rotation).conjugate().transform(tmp);
        out[at] = tmp.x;
        out[at + 1] = tmp.y;
        out[at + 2] = tmp.z;
    }

    public void render(SceneSession session, Camera camera) {
        render(session, session, camera);
    }

    /** The session's scene's joints at the poses {@code poses} reports (the same scene built in another engine). */
    public void render(SceneSession session, BodySource poses, Camera camera) {
        prepare(session);
        if (count == 0) return;
        Gdx.gl.glEnable(GL20.GL_DEPTH_TEST);
        Gdx.gl.glDepthFunc(GL20.GL_LEQUAL);
        shapes.setProjectionMatrix(camera.combined);
        shapes.begin(ShapeRenderer.ShapeType.Line);
        for (int j = 0; j < count; j++) {
            if (poses.jointBroken(j)) continue; // a broken joint holds nothing: no rod, no gap to its old anchor
            int o = 9 * j, bodyA = bodies[2 * j], bodyB = bodies[2 * j + 1];
            poses.transform(bodyA, transform);
            a.set(local[o], local[o + 1], local[o + 2]).mul(transform);
            transform.getTranslation(centre);
            shapes.setColor(ROD);
            shapes.line(centre, a);
            axis.set(local[o + 6], local[o + 7], local[o + 8]).rot(transform);
            if (bodyB == SceneSink.WORLD) {
                b.set(local[o + 3], local[o + 4], local[o + 5]);
            } else {
                poses.transform(bodyB, transform);
                b.set(local[o + 3], local[o + 4], local[o + 5]).mul(transform);
                transform.getTranslation(centre);
                shapes.line(centre, b);
            }
            boolean springJoint = kinds[j] == JointKind.DISTANCE_SPRING;
            if (springJoint || constrainedGap2(kinds[j]) > GAP_SHOWN * GAP_SHOWN) {
                shapes.setColor(springJoint ? PIVOT : GAP);
                shapes.line(a, b);
            }
            shapes.setColor(PIVOT);
            cross(b);
            if (kinds[j] == JointKind.HINGE) {
                shapes.setColor(AXIS);
                shapes.line(tmp.set(axis).scl(-AXIS_HALF_LENGTH).add(b), centre.set(axis).scl(AXIS_HALF_LENGTH).add(b));
            }
        }
        shapes.end();
    }

    /**
     * The squared drift between the anchors {@link #a} and {@link #b} along the directions the joint
     * holds: a slider's travel along its axis ({@link #axis}) and a six-DOF spring's along world y are
     * free motion, not an error.
     */
    private float constrainedGap2(JointKind kind) {
        tmp.set(a).sub(b);
        if (kind == JointKind.SLIDER) tmp.mulAdd(axis, -tmp.dot(axis));
        else if (kind == JointKind.SIX_DOF_SPRING) tmp.y = 0;
        return tmp.len2();
    }

    /** The mouse grab: a line from the held point to where the mouse wants it, a cross at the mouse. */
    public void renderGrab(Camera camera, Vector3 held, Vector3 mouse) {
        Gdx.gl.glDisable(GL20.GL_DEPTH_TEST); // the hand is always in front
        shapes.setProjectionMatrix(camera.combined);
        shapes.begin(ShapeRenderer.ShapeType.Line);
        shapes.setColor(PIVOT);
        shapes.line(held, mouse);
        cross(mouse);
        shapes.end();
    }

    private void cross(Vector3 p) {
        shapes.line(p.x - PIVOT_SIZE, p.y, p.z, p.x + PIVOT_SIZE, p.y, p.z);
        shapes.line(p.x, p.y - PIVOT_SIZE, p.z, p.x, p.y + PIVOT_SIZE, p.z);
        shapes.line(p.x, p.y, p.z - PIVOT_SIZE, p.x, p.y, p.z + PIVOT_SIZE);
    }

    @Override
    public void dispose() {
        shapes.dispose();
    }
}
