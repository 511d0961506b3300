package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Camera;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Disposable;
import io.github.gdxnsc.demo.scenes.QueryProbes;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RayHit;

/**
 * Casts a scene's {@link QueryProbes} into the running world each frame and draws them: a ray as a
 * line to where it hit, with a cross there (grey to its end where it hit nothing); a sphere sweep
 * as its centre's path to where it stopped, with the sphere there in three circles.
 */
public final class ProbeRenderer implements Disposable {
    private static final Color HIT = new Color(0.3f, 1f, 0.5f, 1f);
    private static final Color MISS = new Color(0.55f, 0.57f, 0.62f, 1f);
    private static final float CROSS = 0.06f;
    private static final int SEGMENTS = 24;

    private final ShapeRenderer shapes = new ShapeRenderer(1000);
    private final RayHit hit = new RayHit();
    private final Vector3 from = new Vector3(), to = new Vector3(), end = new Vector3();

    public void render(NscWorld world, QueryProbes probes, Camera camera) {
        if (world == null || probes.rayCount() + probes.sweepCount() == 0) return;
        Gdx.gl.glEnable(GL20.GL_DEPTH_TEST);
        Gdx.gl.glDepthFunc(GL20.GL_LEQUAL);
        shapes.setProjectionMatrix(camera.combined);
        shapes.begin(ShapeRenderer.ShapeType.Line);
        for (int i = 0; i < probes.rayCount(); i++) {
            from.set(probes.ray(i, 0), probes.ray(i, 1), probes.ray(i, 2));
            to.set(probes.ray(i, 3), probes.ray(i, 4), probes.ray(i, 5));
            boolean hitSomething = world.rayCast(from, to, hit);
            end.set(hitSomething ? hit.point : to);
            shapes.setColor(hitSomething ? HIT : MISS);
            shapes.line(from, end);
            if (hitSomething) cross(end);
        }
        for (int i = 0; i < probes.sweepCount(); i++) {
            from.set(probes.sweep(i, 0), probes.sweep(i, 1), probes.sweep(i, 2));
            to.set(probes.sweep(i, 3), probes.sweep(i, 4), probes.sweep(i, 5));
            float radius = probes.sweep(i, 6);
            boolean hitSomething = world.sweepSphere(radius, from, to, hit);
            end.set(to).sub(from).scl(hitSomething ? hit.fraction : 1f).add(from);
            shapes.setColor(hitSomething ? HIT : MISS);
            shapes.line(from, end);
            sphere(end, radius);
        }
        shapes.end();
    }

    private void cross(Vector3 p) {
        shapes.line(p.x - CROSS, p.y, p.z, p.x + CROSS, p.y, p.z);
        shapes.line(p.x, p.y - CROSS, p.z, p.x, p.y + CROSS, p.z);
        shapes.line(p.x, p.y, p.z - CROSS, p.x, p.y, p.z + CROSS);
    }

    /** Three great circles, one about each axis. */
    private void sphere(Vector3 c, float r) {
        for (int axis = 0; axis < 3; axis++) {
            for (int k = 0; k < SEGMENTS; k++) {
                float a0 = MathUtils.PI2 * k / SEGMENTS, a1 = MathUtils.PI2 * (k + 1) / SEGMENTS;
                float u0 = r * MathUtils.cos(a0), v0 = r * MathUtils.sin(a0), u1 = r * MathUtils.cos(a1), v1 = r * MathUtils.sin(a1);
                if (axis == 0) shapes.line(c.x, c.y + u0, c.z + v0, c.x, c.y + u1, c.z + v1);
                else if (axis == 1) shapes.line(c.x + u0, c.y, c.z + v0, c.x + u1, c.y, c.z + v1);
                else shapes.line(c.x + u0, c.y + v0, c.z, c.x + u1, c.y + v1, c.z);
            }
        }
    }

    @Override
    public void dispose() {
        shapes.dispose();
    }
}
