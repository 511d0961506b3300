package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.ContactBuffer;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Not a test (run by name): what keeping inner-edge contacts to the faces costs the contact read.
 * Nine balls on a tiled floor of 0.25 m cells, each resting over a vertex (every triangle around it
 * reports a point), stepped to rest; then the same frame read 20,000 times with the correction on
 * and off in turns, the median of 15 rounds each.
 */
class InnerEdgeCostProbe {
    @Test
    void readCost() {
        Scenes.natives();
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            NscShapes s = w.shapes();
            // a flat floor of 0.25 m cells, 10 m square
            float cell = 0.25f;
            float[] flat = new float[2 * 41];
            for (int i = 0; i < 41; i++) flat[2 * i] = -5 + i * cell;
            w.createBody(new BodyDef().shape(InnerEdgeTest.extruded(s, flat, 5, cell)).mass(0).friction(1f));
            for (int i = 0; i < 9; i++)
                w.createBody(new BodyDef().shape(s.sphere(0.2f)).mass(1).friction(0.5f).position(new Vector3(-2 + (i % 3) * 2, 0.2f, -2 + (i / 3) * 2)));
            for (int i = 0; i < 60; i++) w.stepOnce();
            BulletCollision c = WorldAccess.collision(w);
            ContactBuffer buf = new ContactBuffer();
            c.read(buf);
            int contacts = buf.count();
            double[] on = new double[15], off = new double[15];
            for (int r = 0; r < 15; r++) {
                on[r] = time(c, buf, true);
                off[r] = time(c, buf, false);
            }
            java.util.Arrays.sort(on);
            java.util.Arrays.sort(off);
            System.out.printf(Locale.ROOT, "read of %d contacts (%s reader): %.0f ns with the correction, %.0f ns without (median of 15 rounds of 20,000 reads): ratio %.2f, %.1f ns per contact%n",
                    contacts, c.isDirect() ? "direct" : "JNI", on[7], off[7], on[7] / off[7], (on[7] - off[7]) / contacts);
        } finally {
            w.dispose();
        }
    }

    private static double time(BulletCollision c, ContactBuffer buf, boolean on) {
        c.setInnerEdgeNormals(on);
        long t0 = System.nanoTime();
        for (int i = 0; i < 20000; i++) c.read(buf);
        return (System.nanoTime() - t0) / 20000.0;
    }
}
