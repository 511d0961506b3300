package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.world.RayHit;
import java.util.Locale;

/**
 * What the queries scene must do. Filters: after 5 s the box of group A lies on the ground inside
 * the box of group B (its centre at its half-height less the contact slop, within 5 mm, and less
 * than a box apart sideways), while the default pair stacks (the upper one's centre three
 * half-heights up, less two slops). Rays: each hits the sphere where the ray-sphere equation's
 * nearer root puts it, or else the ground plane at the origin's height over the ray's downward
 * cosine, within {@link #DISTANCE}, and names the body it hit. Sweeps: the sphere swept at the wall
 * stops where its centre is one radius short of the wall's face; the one swept over it hits nothing.
 */
final class QueriesCheck {
    /** How far a query's hit may be from the closed form (m). */
    static final double DISTANCE = 1e-4;

    private QueriesCheck() {
    }

    static String check(SceneRun run) {
        for (int s = 0; s < SceneChecks.STEPS; s++) run.step();
        double slop = run.world.getConfig().contactSlop, half = QueriesScene.BOX;
        Vector3 a = run.body(QueriesScene.UPPER_A).getPosition(new Vector3()), b = run.body(QueriesScene.LOWER_B).getPosition(new Vector3());
        Vector3 upper = run.body(QueriesScene.UPPER).getPosition(new Vector3());
        double sideways = Math.max(Math.abs(a.x - b.x), Math.abs(a.z - b.z));
        StringBuilder failures = new StringBuilder();
        StringBuilder summary = new StringBuilder(String.format(Locale.ROOT,
                "queries: the box of group A ends %.4f m up (on the ground: %.4f), %.3f m sideways from the box of group B it masks out;"
                        + " the default pair's upper box %.4f m up (stacked: %.4f);",
                a.y, half - slop, sideways, upper.y, 3 * half - 2 * slop));
        if (Math.abs(a.y - (half - slop)) > 0.005 || sideways >= 2 * half) failures.append(" group A did not pass through group B;");
        if (Math.abs(upper.y - (3 * half - 2 * slop)) > 0.005) failures.append(" the default pair did not stack;");
        QueryProbes probes = run.scene.probes();
        RayHit hit = new RayHit();
        Vector3 from = new Vector3(), to = new Vector3(), d = new Vector3();
        double worstRay = 0;
        int sphereHits = 0;
        for (int i = 0; i < probes.rayCount(); i++) {
            from.set(probes.ray(i, 0), probes.ray(i, 1), probes.ray(i, 2));
            to.set(probes.ray(i, 3), probes.ray(i, 4), probes.ray(i, 5));
            double length = from.dst(to);
            d.set(to).sub(from).nor();
            double sphere = raySphere(from, d, QueriesScene.SPHERE_CENTRE, QueriesScene.SPHERE_RADIUS);
            boolean onSphere = !Double.isNaN(sphere);
            double expected = onSphere ? sphere : from.y / -d.y;
            int expectedBody = onSphere ? QueriesScene.SPHERE : 0;
            boolean hitSomething = run.world.rayCast(from, to, hit);
            double distance = hitSomething ? hit.fraction * length : Double.NaN;
            int body = hitSomething ? WorldScene.handleOf(hit.body) : -1;
            if (onSphere) sphereHits++;
            worstRay = Math.max(worstRay, Math.abs(distance - expected));
            if (!(Math.abs(distance - expected) <= DISTANCE) || body != expectedBody)
                failures.append(String.format(Locale.ROOT, " ray %d hit body %d at %.4f m, expected body %d at %.4f m;", i, body, distance, expectedBody, expected));
        }
        summary.append(String.format(Locale.ROOT, " %d rays (%d onto the sphere), the furthest %.6f m from the closed form;", probes.rayCount(), sphereHits, worstRay));
        for (int i = 0; i < probes.sweepCount(); i++) {
            from.set(probes.sweep(i, 0), probes.sweep(i, 1), probes.sweep(i, 2));
            to.set(probes.sweep(i, 3), probes.sweep(i, 4), probes.sweep(i, 5));
            float radius = probes.sweep(i, 6);
            boolean overWall = from.y - radius > QueriesScene.WALL_CENTRE.y + QueriesScene.WALL_HALF.y;
            double face = QueriesScene.WALL_CENTRE.x - QueriesScene.WALL_HALF.x;
            double expected = overWall ? Double.NaN : (face - radius - from.x) / (to.x - from.x);
            boolean hitSomething = run.world.sweepSphere(radius, from, to, hit);
            double fraction = hitSomething ? hit.fraction : Double.NaN;
            summary.append(String.format(Locale.ROOT, " sweep %d stops at fraction %.5f (closed form %.5f);", i, fraction, expected));
            boolean right = overWall ? !hitSomething
                    : hitSomething && WorldScene.handleOf(hit.body) == QueriesScene.WALL && Math.abs(fraction - expected) * from.dst(to) <= DISTANCE;
            if (!right) failures.append(" sweep ").append(i).append(" is off;");
        }
        assertEquals("", failures.toString(), summary.toString());
        assertTrue(sphereHits > 0 && sphereHits < probes.rayCount(), summary + ": the fan should hit both the sphere and the ground");
        return summary.toString();
    }

    /** The distance along the unit ray from {@code o} in {@code d} to the sphere's surface (nearer root), NaN when it misses. */
    static double raySphere(Vector3 o, Vector3 d, Vector3 centre, double radius) {
        double ox = o.x - centre.x, oy = o.y - centre.y, oz = o.z - centre.z;
        double b = ox * d.x + oy * d.y + oz * d.z, c = ox * ox + oy * oy + oz * oz - radius * radius;
        double disc = b * b - c;
        if (disc < 0) return Double.NaN;
        double t = -b - Math.sqrt(disc);
        return t >= 0 ? t : Double.NaN;
    }
}
