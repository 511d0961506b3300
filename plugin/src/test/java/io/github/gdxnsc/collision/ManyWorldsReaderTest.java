package io.github.gdxnsc.collision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.world.BodyDef;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The direct reader does not depend on what else lives in the process: with 50 worlds alive at
 * once (each made while the others hold bodies, manifolds and freed probe memory all over the
 * native heap), every world reads directly, every world's direct read equals its JNI read, and a
 * fresh layout probe run beside them all finds the process's layout (before the probe was made
 * immune to neighbouring memory, most probes among live worlds failed with "basis sentinel found
 * twice").
 */
class ManyWorldsReaderTest {

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    /** A ground and a small, slightly jumbled stack of boxes and spheres: manifolds of every kind. */
    private static NscWorld stack(int seed) {
        NscConfig c = NscConfig.defaults();
        c.threads = 1;
        NscWorld w = new NscWorld(c);
        w.createBody(new BodyDef().shape(w.shapes().box(10, 0.5f, 10)).mass(0).position(0, -0.5f, 0));
        java.util.Random r = new java.util.Random(seed);
        BodyDef box = new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1);
        BodyDef ball = new BodyDef().shape(w.shapes().sphere(0.5f)).mass(1);
        for (int i = 0; i < 6; i++) {
            BodyDef d = (i + seed) % 3 == 0 ? ball : box;
            d.position(0.05f * (float) r.nextGaussian() + (i % 2), 0.49f + 0.98f * (i / 2), 0.05f * (float) r.nextGaussian());
            w.createBody(d);
        }
        return w;
    }

    @Test
    void fiftyLiveWorldsAllReadDirectlyAndAgreeWithJni() {
        List<NscWorld> worlds = new ArrayList<>();
        try {
            for (int i = 0; i < 50; i++) {
                NscWorld w = stack(i);
                worlds.add(w);
                // step every world made so far: the native heap fills with live manifolds
                for (NscWorld o : worlds) o.stepOnce();
                // the process probes once; a fresh probe among all these worlds finds the same layout
                NativeLayout fresh = NativeLayout.probe();
                assertTrue(fresh.ok(), "probe with " + worlds.size() + " worlds alive: " + fresh.failure());
                assertEquals(NativeLayout.shared().toString(), fresh.toString());
            }
            ContactBuffer direct = new ContactBuffer(), jni = new ContactBuffer();
            String[] why = new String[1];
            for (int i = 0; i < worlds.size(); i++) {
                NscWorld w = worlds.get(i);
                BulletCollision c = io.github.gdxnsc.world.WorldAccess.collision(w);
                assertTrue(w.isDirectContactReader(), "world " + i + " reads directly; fallback: " + c.fallbackReason());
                assertNull(c.fallbackReason(), "world " + i);
                c.detect();
                assertTrue(c.readDirect(direct), "world " + i + " has a direct reader");
                c.readJni(jni);
                assertTrue(jni.count() >= 4, "world " + i + " has contacts (a box on the ground has 4): " + jni.count());
                assertTrue(DirectContactReader.sameContacts(direct, jni, why), "world " + i + ": " + why[0]);
            }
        } finally {
            for (NscWorld w : worlds) w.dispose();
        }
    }
}
