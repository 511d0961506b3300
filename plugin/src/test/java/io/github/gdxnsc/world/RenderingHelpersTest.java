package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.FloatArray;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Render interpolation, the headless static mesh, and the debug drawer's geometry (without GL). */
class RenderingHelpersTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void interpolatedTransformBlendsLastStepsPosesByTheAccumulator() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody b = w.createBody(new BodyDef().shape(w.shapes().sphere(0.5f)).mass(1).position(0, 10, 0).angularVelocity(0, 3, 0));
            w.step(1 / 60f);
            Vector3 before = b.getPosition(new Vector3());
            Quaternion qBefore = b.getRotation(new Quaternion());
            // a frame of 1.25 steps: one step taken, a quarter step left in the accumulator
            assertEquals(1, w.step(1.25f / 60f));
            Vector3 after = b.getPosition(new Vector3());
            Matrix4 m = b.getInterpolatedTransform(new Matrix4());
            float alpha = w.getAccumulator() * 60f;
            assertEquals(0.25f, alpha, 1e-4f);
            Vector3 p = m.getTranslation(new Vector3());
            assertEquals(before.y + alpha * (after.y - before.y), p.y, 1e-5f);
            // the spin about y: a quarter of the step's turn past the start pose
            Quaternion q = m.getRotation(new Quaternion(), true);
            float turned = 2 * (float) Math.atan2(q.y, q.w) - 2 * (float) Math.atan2(qBefore.y, qBefore.w);
            assertEquals(alpha * 3f / 60f, turned, 1e-4f);
            // a teleport leaves nothing to interpolate
            b.setTransform(new Vector3(5, 5, 5), new Quaternion());
            assertEquals(5f, b.getInterpolatedTransform(m).getTranslation(p).x, 0f);
        } finally {
            w.dispose();
        }
    }

    @Test
    void aStaticMeshFromArraysHoldsABallWithoutAGlContext() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            // a 20 m square floor at y = 0, two triangles, faces up
            float[] v = {-10, 0, -10, 10, 0, -10, 10, 0, 10, -10, 0, 10};
            int[] idx = {0, 2, 1, 0, 3, 2};
            w.createBody(new BodyDef().shape(w.shapes().staticMesh(v, idx)).mass(0));
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.5f)).mass(1).position(1, 2, 1));
            for (int s = 0; s < 120; s++) w.stepOnce();
            assertEquals(0.5f, ball.getPosition(new Vector3()).y, 0.005f, "resting on the mesh");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> w.shapes().staticMesh(v, new int[] {0, 1, 4}));
            assertTrue(e.getMessage().startsWith("indices[2]"), e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> w.shapes().staticMesh(new float[] {0, 0}, idx));
        } finally {
            w.dispose();
        }
    }

    /** Records the lines' end points: no GL needed. */
    static final class Recorder implements DebugDrawer.Lines {
        final FloatArray xyz = new FloatArray();

        @Override
        public void color(Color color) {
        }

        @Override
        public void line(Vector3 from, Vector3 to) {
            xyz.add(from.x, from.y, from.z);
            xyz.add(to.x, to.y, to.z);
        }
    }

    @Test
    void theDebugDrawerDrawsShapesWhereTheBodiesAre() {
        NscConfig c = Scenes.config(1);
        c.gravity.setZero();
        NscWorld w = new NscWorld(c);
        try {
            Quaternion q = new Quaternion(Vector3.Y, 30);
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(1, 2, 3)).mass(1).position(5, 0, 0).rotation(q));
            Recorder rec = new Recorder();
            DebugDrawer dd = new DebugDrawer();
            dd.draw(w, rec);
            assertEquals(24 * 3, rec.xyz.size, "a box is 12 edges");
            Matrix4 inv = box.getTransform(new Matrix4()).inv();
            Vector3 p = new Vector3();
            for (int k = 0; k < rec.xyz.size; k += 3) {
                p.set(rec.xyz.get(k), rec.xyz.get(k + 1), rec.xyz.get(k + 2)).mul(inv);
                assertEquals(1f, Math.abs(p.x), 1e-4f);
                assertEquals(2f, Math.abs(p.y), 1e-4f);
                assertEquals(3f, Math.abs(p.z), 1e-4f);
            }
            w.destroyBody(box);
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.7f)).mass(1).position(-2, 1, 0));
            RigidBody anchorBall = w.createBody(new BodyDef().shape(w.shapes().sphere(0.7f)).mass(1).position(2, 1, 0));
            w.createBallJoint(ball, anchorBall, new Vector3(0, 1, 0));
            rec.xyz.clear();
            dd.drawJoints = false;
            dd.draw(w, rec);
            assertEquals(2 * 3 * dd.segments * 2 * 3, rec.xyz.size, "two spheres, three circles each");
            for (int k = 0; k < rec.xyz.size; k += 3) {
                p.set(rec.xyz.get(k), rec.xyz.get(k + 1), rec.xyz.get(k + 2));
                float d = Math.min(p.dst(-2, 1, 0), p.dst(2, 1, 0));
                assertEquals(0.7f, d, 1e-4f);
            }
            rec.xyz.clear();
            dd.drawShapes = false;
            dd.drawJoints = true;
            dd.draw(w, rec);
            // centre A to anchor, anchor to anchor, anchor to centre B, and a cross at the anchor
            assertEquals((3 + 3) * 2 * 3, rec.xyz.size);
            assertEquals(0f, rec.xyz.get(3), 1e-5f, "the first line ends at the anchor x = 0");
        } finally {
            w.dispose();
        }
    }
}
