package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import java.util.Locale;

/**
 * What the mesh-ground scene must do. The ball rolls down the mesh's slope without slipping, so
 * energy gives its speed after its centre dropped dh: v^2 = 10/7 g dh (a solid sphere's rolling
 * kinetic energy is 7/10 m v^2), times n / (n + 1) after n steps of semi-implicit Euler (its path
 * under a constant acceleration a is a h^2 n (n + 1) / 2 at the speed a h n); checked once it
 * dropped 1 m, within {@link #EDGE_LOSS}. The box (friction 0.15, under tan 20 degrees) slides
 * the whole slope down: within the run it is past the slope's foot. And nothing goes through the mesh: over the whole run,
 * while a body is over the mesh its centre stays above the surface by at least half its smallest
 * half-extent (a body lying on it is a whole half-extent up; one that fell through is under it).
 */
final class MeshGroundCheck {
    static final double DROP = 1.0;
    /**
     * How far v^2 may lie from rolling's, either way, now that the collision bridge keeps contacts on
     * the mesh's inner edges to the faces (NscConfig.innerEdgeNormals): measured 0.9981 of it at a
     * skin of 0 and 1.0022 at the default skin (the same ball on a static box slope, 1.0022: the
     * slop it sinks into). With Bullet's edge normals the ball was braked at each edge it crossed,
     * to 0.88-0.92 of it depending on the skin.
     */
    static final double EDGE_LOSS = 0.01;

    private MeshGroundCheck() {
    }

    static String check(SceneRun run) {
        double g = run.world.getConfig().gravity.len();
        int first = MeshGroundScene.BALL, count = run.bodyCount() - first;
        double[] clearance = new double[count];
        java.util.Arrays.fill(clearance, Double.MAX_VALUE);
        double dropped = Double.NaN, speedSquared = Double.NaN, boxFurthest = -Double.MAX_VALUE;
        long droppedAt = -1;
        Vector3 p = new Vector3(), v = new Vector3();
        for (int s = 1; s <= SceneChecks.STEPS; s++) {
            run.step();
            double drop = run.start(MeshGroundScene.BALL).y - run.body(MeshGroundScene.BALL).getPosition(p).y;
            if (Double.isNaN(dropped) && drop >= DROP) {
                dropped = drop;
                speedSquared = run.body(MeshGroundScene.BALL).getLinearVelocity(v).len2();
                droppedAt = s;
            }
            boxFurthest = Math.max(boxFurthest, run.body(MeshGroundScene.SLIDER).getPosition(p).x);
            for (int i = 0; i < count; i++) {
                run.body(first + i).getPosition(p);
                if (!MeshGroundScene.overMesh(p.x, p.z)) continue;
                clearance[i] = Math.min(clearance[i], (p.y - MeshGroundScene.surfaceHeight(p.x, p.z)) / smallestHalfExtent(run.spec(first + i)));
            }
        }
        double rolling = 10.0 / 7 * g * dropped * droppedAt / (droppedAt + 1.0);
        int worst = 0;
        for (int i = 1; i < count; i++) if (clearance[i] < clearance[worst]) worst = i;
        String summary = String.format(Locale.ROOT, "mesh-ground: the ball, %.4f m lower, moves at v^2 = %.4f m^2/s^2 (rolling, 10/7 g dh on Euler's path: %.4f, ratio %.4f;"
                        + " sliding, 2 g dh = %.4f); the box's centre got to x = %.3f (the slope's foot is at 0);"
                        + " the least clearance over the mesh, in smallest half-extents: %.3f (body %d)",
                dropped, speedSquared, rolling, speedSquared / rolling, 2 * g * dropped, boxFurthest, clearance[worst], first + worst);
        assertEquals(rolling, speedSquared, EDGE_LOSS * rolling, summary + ": the ball did not roll down as energy says");
        assertTrue(boxFurthest > 0, summary + ": the box did not slide down the slope");
        assertTrue(clearance[worst] >= 0.5, summary + ": a body went into or through the mesh");
        return summary;
    }

    /** The smallest distance from the body's centre to its surface (m). */
    static double smallestHalfExtent(BodySpec spec) {
        switch (spec.shape) {
            case SPHERE:
            case CAPSULE: return spec.radius;
            default: return Math.min(spec.halfExtents.x, Math.min(spec.halfExtents.y, spec.halfExtents.z));
        }
    }
}
