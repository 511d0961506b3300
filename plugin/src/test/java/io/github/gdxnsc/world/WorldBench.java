package io.github.gdxnsc.world;

import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.ContactBuffer;
import org.junit.jupiter.api.Test;

/**
 * Not a timed assertion: prints per-contact extraction cost of both readers and per-stage ms of a
 * 1,000-box pile. Run: mvn -B -q -o -pl plugin test -Dtest=WorldBench -Dbench=true
 */
class WorldBench {

    @Test
    void pile() throws java.io.IOException {
        if (!Boolean.getBoolean("bench")) return;
        Scenes.natives();
        NscConfig cfg = Scenes.config(Integer.getInteger("threads", 2));
        cfg.frictionSlipCorrection = !"false".equals(System.getProperty("slip"));
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.ground(w, 0.6f, 0);
            BodyDef d = new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.6f);
            int n = 0;
            for (int layer = 0; n < 1000; layer++)
                for (int i = 0; i < 10 && n < 1000; i++)
                    for (int k = 0; k < 10 && n < 1000; k++, n++) d.position(i * 1.05f - 5, 0.5f + layer * 1.02f, k * 1.05f - 5).mass(1);
            n = 0;
            for (int layer = 0; n < 1000; layer++)
                for (int i = 0; i < 10 && n < 1000; i++)
                    for (int k = 0; k < 10 && n < 1000; k++, n++) w.createBody(d.position(i * 1.05f - 5, 0.5f + layer * 1.02f, k * 1.05f - 5));
            for (int s = 0; s < 300; s++) w.stepOnce();
            int frames = 100;
            long f = 0, c = 0, e = 0, b = 0, so = 0, in = 0, t = 0, it = 0;
            for (int s = 0; s < frames; s++) {
                w.stepOnce();
                StepStats st = w.getLastStats();
                f += st.forcesNanos; c += st.collisionNanos; e += st.extractNanos; b += st.buildNanos;
                so += st.solveNanos; in += st.integrateNanos; t += st.totalNanos; it += st.iterations();
            }
            StepStats st = w.getLastStats();
            System.out.printf("pile: %d bodies, %d contacts, %d rows, threads %d, direct %b, mean iterations %.1f%n", st.bodies, st.contacts, st.rows,
                    st.threads, st.directContactReader, it / (double) frames);
            System.out.printf("pile ms/step: forces %.3f collision %.3f extract %.3f build %.3f solve %.3f integrate %.3f total %.3f%n",
                    f / 1e6 / frames, c / 1e6 / frames, e / 1e6 / frames, b / 1e6 / frames, so / 1e6 / frames, in / 1e6 / frames, t / 1e6 / frames);
            String dump = System.getProperty("dump");
            if (dump != null) w.writeLastProblem(java.nio.file.Path.of(dump));
            // extraction cost per contact, each reader on the same live frame, read + write-back
            BulletCollision bc = w.collisionForTest();
            ContactBuffer buf = new ContactBuffer();
            for (int rep = 0; rep < 2; rep++) {
                long best = Long.MAX_VALUE, bestJ = Long.MAX_VALUE;
                for (int k = 0; k < 200; k++) {
                    long a0 = System.nanoTime();
                    bc.readDirect(buf);
                    long a1 = System.nanoTime();
                    bc.readJni(buf);
                    long a2 = System.nanoTime();
                    best = Math.min(best, a1 - a0);
                    bestJ = Math.min(bestJ, a2 - a1);
                }
                System.out.printf("extract ns/contact (best of 200, %d contacts): direct %.1f, JNI %.1f%n", buf.count(),
                        best / (double) buf.count(), bestJ / (double) buf.count());
            }
        } finally {
            w.dispose();
        }
    }
}
