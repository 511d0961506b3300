package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.testutil.Allocation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Ray casts, sweeps and overlaps against analytic geometry, with filters, on the last step's poses. */
class QueryTest {
    private static final short WALLS = 4, CRATES = 8;
    private NscWorld w;
    private RigidBody near, far, crate;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @BeforeEach
    void scene() {
        NscConfig c = Scenes.config(1);
        c.gravity.setZero();
        w = new NscWorld(c);
        // two static walls across the x axis, faces at x = 2.9 and x = 5.9, and a crate off the axis
        near = w.createBody(new BodyDef().shape(w.shapes().box(0.1f, 1, 1)).mass(0).position(3, 0, 0).filter(WALLS, (short) -1));
        far = w.createBody(new BodyDef().shape(w.shapes().box(0.1f, 1, 1)).mass(0).position(6, 0, 0));
        crate = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).position(0, 5, 0).filter(CRATES, (short) -1));
    }

    @AfterEach
    void dispose() {
        w.dispose();
    }

    @Test
    void rayHitsTheFirstBodyAndMissesAFilteredOne() {
        RayHit hit = new RayHit();
        assertTrue(w.rayCast(new Vector3(0, 0, 0), new Vector3(10, 0, 0), hit));
        assertSame(near, hit.body);
        assertEquals(2.9f, hit.point.x, 1e-4f);
        assertEquals(-1f, hit.normal.x, 1e-5f, "normal faces the ray's origin");
        assertEquals(0.29f, hit.fraction, 1e-5f);
        // a mask without the near wall's group: the ray passes it and hits the far wall
        assertTrue(w.rayCast(new Vector3(0, 0, 0), new Vector3(10, 0, 0), (short) ~WALLS, hit));
        assertSame(far, hit.body);
        assertEquals(5.9f, hit.point.x, 1e-4f);
        assertFalse(w.rayCast(new Vector3(0, 0, 0), new Vector3(0, 0, 10), hit), "nothing along z");
    }

    @Test
    void rayCastAllReportsEveryBodyNearestFirstWithoutAllocating() {
        Array<RayHit> hits = new Array<>();
        Vector3 from = new Vector3(0, 0, 0), to = new Vector3(10, 0, 0);
        assertEquals(2, w.rayCastAll(from, to, hits));
        assertSame(near, hits.get(0).body);
        assertSame(far, hits.get(1).body);
        assertTrue(hits.get(0).fraction < hits.get(1).fraction);
        for (int i = 0; i < 200; i++) w.rayCastAll(from, to, hits); // warm-up
        long bytes = Allocation.leastOf(5, () -> {
            for (int i = 0; i < 100; i++) w.rayCastAll(from, to, hits);
        });
        assertEquals(0, bytes, "bytes allocated by 100 rayCastAll calls (least of 5 rounds)");
    }

    @Test
    void rayCastAllSortsAnUnorderedArrayToo() {
        // libGDX's unordered Array moves the element an insert displaces to the end
        Array<RayHit> hits = new Array<>(false, 4);
        w.createBody(new BodyDef().shape(w.shapes().box(0.1f, 1, 1)).mass(0).position(4.5f, 0, 0));
        assertEquals(3, w.rayCastAll(new Vector3(0, 0, 0), new Vector3(10, 0, 0), hits));
        for (int i = 1; i < hits.size; i++) assertTrue(hits.get(i - 1).fraction <= hits.get(i).fraction, "hit " + i + " out of order");
        assertEquals(2.9f, hits.get(0).point.x, 1e-4f);
        assertEquals(4.4f, hits.get(1).point.x, 1e-4f);
        assertEquals(5.9f, hits.get(2).point.x, 1e-4f);
    }

    @Test
    void rayHitsAFallingBodyWhereGetPositionSaysItIs() {
        w.getConfig().gravity.set(0, -9.81f, 0);
        for (int i = 0; i < 30; i++) w.stepOnce();
        Vector3 p = crate.getPosition(new Vector3());
        assertTrue(p.y < 4.3f, "the crate fell: " + p);
        RayHit hit = new RayHit();
        assertTrue(w.rayCast(new Vector3(0, -5, 0), new Vector3(0, 10, 0), hit));
        assertSame(crate, hit.body);
        // bottom face at y - 0.5: Bullet's pose is this step's, not last step's (8 cm off at 2.5 m/s)
        assertEquals(p.y - 0.5f, hit.point.y, 1e-4f);
    }

    @Test
    void sphereSweepStopsAtTheWallByItsRadius() {
        RayHit hit = new RayHit();
        assertTrue(w.sweepSphere(0.5f, new Vector3(0, 0, 0), new Vector3(10, 0, 0), hit));
        assertSame(near, hit.body);
        // the sphere's centre stops 0.5 before the face at 2.9: fraction 2.4 / 10
        assertEquals(0.24f, hit.fraction, 2e-3f);
        assertEquals(2.9f, hit.point.x, 2e-3f);
        assertTrue(w.sweepSphere(0.5f, new Vector3(0, 0, 0), new Vector3(10, 0, 0), (short) ~WALLS, hit));
        assertSame(far, hit.body);
        Matrix4 a = new Matrix4().setToTranslation(0, 0, 0), b = new Matrix4().setToTranslation(10, 0, 0);
        assertTrue(w.sweep((com.badlogic.gdx.physics.bullet.collision.btConvexShape) w.shapes().sphere(0.25f), a, b, (short) -1, hit));
        assertEquals(0.265f, hit.fraction, 2e-3f);
    }

    @Test
    void overlapsFindTouchingBodiesOnly() {
        Array<RigidBody> out = new Array<>();
        assertEquals(1, w.overlapSphere(new Vector3(2.5f, 0, 0), 0.45f, (short) -1, out));
        assertSame(near, out.get(0));
        assertEquals(0, w.overlapSphere(new Vector3(2.5f, 0, 0), 0.3f, (short) -1, out), "0.1 m short of the face");
        assertEquals(0, w.overlapSphere(new Vector3(2.5f, 0, 0), 0.45f, (short) ~WALLS, out), "filtered out");
        // a box spanning both walls and the crate's column
        Matrix4 t = new Matrix4().setToTranslation(4.5f, 0, 0);
        assertEquals(2, w.overlapBox(new Vector3(1.7f, 0.5f, 0.5f), t, (short) -1, out));
        assertTrue(out.contains(near, true) && out.contains(far, true));
        assertEquals(1, w.overlapBox(new Vector3(0.5f, 0.5f, 0.5f), new Matrix4().setToTranslation(0, 4.5f, 0), (short) -1, out));
        assertSame(crate, out.get(0));
    }

    @Test
    void badArgumentsAreRefusedByName() {
        RayHit hit = new RayHit();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> w.rayCast(new Vector3(Float.NaN, 0, 0), Vector3.X, hit));
        assertTrue(e.getMessage().contains("from"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> w.sweepSphere(-1, Vector3.Zero, Vector3.X, hit));
        assertTrue(e.getMessage().contains("radius"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> w.overlapSphere(Vector3.Zero, 1, (short) -1, null));
        assertTrue(w.rayCast(new Vector3(0, 0, 0), new Vector3(10, 0, 0), hit), "world still usable");
    }
}
