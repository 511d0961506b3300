package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Camera;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Disposable;
import io.github.gdxnsc.demo.SceneSession;
import io.github.gdxnsc.demo.scenes.BodySpec;
import io.github.gdxnsc.demo.scenes.JointKind;
import io.github.gdxnsc.demo.scenes.JointSpec;
import io.github.gdxnsc.demo.scenes.SceneSink;
import java.util.List;

/**
 * Joint limits (a draw option): a slider's travel from its lower to its upper limit with a bar
 * across each end, a cone-twist joint's swing cone around its twist axis. Both are fixed in the
 * second body's frame (the static world's for most joints), so they are drawn from the scene's
 * build-time anchors moved with that body.
 */
public final class JointLimits implements Disposable {
    public static final Color LIMIT = new Color(0.7f, 1f, 0.2f, 1f);
    static final float BAR = 0.15f, CONE_LENGTH = 0.5f;
    static final int CONE_RAYS = 12;

    private final ShapeRenderer shapes = new ShapeRenderer(1000);
    private final Matrix4 current = new Matrix4(), build = new Matrix4();
    private final Vector3 anchor = new Vector3(), axis = new Vector3(), u = new Vector3(), v = new Vector3();
    private final Vector3 from = new Vector3(), to = new Vector3(), ray = new Vector3(), last = new Vector3();

    public void render(SceneSession session, Camera camera) {
        List<JointSpec> joints = session.joints();
        if (joints.isEmpty()) return;
        Gdx.gl.glDisable(GL20.GL_DEPTH_TEST);
        shapes.setProjectionMatrix(camera.combined);
        shapes.begin(ShapeRenderer.ShapeType.Line);
        shapes.setColor(LIMIT);
        for (int j = 0; j < joints.size(); j++) {
            JointSpec s = joints.get(j);
            if (s.kind != JointKind.SLIDER && s.kind != JointKind.CONE_TWIST) continue;
            if (session.jointBroken(j)) continue;
            place(session, s);
            if (s.kind == JointKind.SLIDER) slider(s);
            else cone(s);
        }
        shapes.end();
        Gdx.gl.glEnable(GL20.GL_DEPTH_TEST);
    }

    /** The joint's anchor and axis now: the build-time ones carried by body B's motion since the build. */
    private void place(SceneSession session, JointSpec s) {
        anchor.set(s.anchor);
        axis.set(s.axis).nor();
        if (s.bodyB == SceneSink.WORLD) return;
        BodySpec b = session.buildSpec(s.bodyB);
        build.set(b.position, b.rotation).inv();
        session.transform(s.bodyB, current).mul(build);
        anchor.mul(current);
        axis.rot(current).nor();
    }

    private void slider(JointSpec s) {
        from.set(axis).scl(s.lower).add(anchor);
        to.set(axis).scl(s.upper).add(anchor);
        shapes.line(from, to);
        perpendiculars();
        bar(from);
        bar(to);
    }

    private void bar(Vector3 p) {
        shapes.line(ray.set(u).scl(-BAR).add(p), last.set(u).scl(BAR).add(p));
        shapes.line(ray.set(v).scl(-BAR).add(p), last.set(v).scl(BAR).add(p));
    }

    /** The swing cone: rays at the swing span from the axis, their ends joined in a circle. */
    private void cone(JointSpec s) {
        perpendiculars();
        float cos = MathUtils.cos(s.swingSpan), sin = MathUtils.sin(s.swingSpan);
        for (int k = 0; k <= CONE_RAYS; k++) {
            float t = MathUtils.PI2 * k / CONE_RAYS;
            ray.set(axis).scl(cos).mulAdd(u, sin * MathUtils.cos(t)).mulAdd(v, sin * MathUtils.sin(t)).scl(CONE_LENGTH).add(anchor);
            if (k < CONE_RAYS) shapes.line(anchor, ray);
            if (k > 0) shapes.line(last, ray);
            last.set(ray);
        }
    }

    /** Two unit vectors across the axis. */
    private void perpendiculars() {
        u.set(Math.abs(axis.x) < 0.9f ? Vector3.X : Vector3.Y).crs(axis).nor();
        v.set(axis).crs(u).nor();
    }

    @Override
    public void dispose() {
        shapes.dispose();
    }
}
