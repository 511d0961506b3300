package io.github.gdxnsc.step;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.gdxnsc.collision.ContactBuffer;
import org.junit.jupiter.api.Test;

/** The recovery impulses follow a manifold point by its address and body pair, for one step. */
class RecoveryImpulseCacheTest {
    /** Stable ids of body indices 0..1023 (any map will do; this one is not the identity). */
    private static final int[] IDS = new int[1024];

    static {
        for (int i = 0; i < IDS.length; i++) IDS[i] = 7 * i + 3;
    }

    private static int add(ContactBuffer c, long address, int a, int b, float recovery) {
        int k = c.add();
        c.pointAddress[k] = address;
        c.bodyA[k] = a;
        c.bodyB[k] = b;
        c.recoveryImpulse[k] = recovery;
        return k;
    }

    @Test
    void aPointFindsItsOwnImpulseAndNothingElseDoes() {
        RecoveryImpulseCache cache = new RecoveryImpulseCache();
        ContactBuffer c = new ContactBuffer();
        // many points, so the table grows and probes collide
        for (int i = 0; i < 500; i++) add(c, 0x10000L + 192L * i, i, i + 1, 0.5f + i);
        add(c, 0, 7, 8, 3f); // a swept contact (no manifold point): never kept
        cache.remember(c, IDS, null);

        ContactBuffer next = new ContactBuffer();
        for (int i = 499; i >= 0; i--) add(next, 0x10000L + 192L * i, i, i + 1, -1f); // same points, another order
        int moved = add(next, 0x10000L + 192L * 3, 9, 10, -1f); // point 3's address, another pair (a reused manifold)
        int fresh = add(next, 0x90000L, 1, 2, -1f);
        int swept = add(next, 0, 7, 8, -1f);
        cache.fill(next, IDS, false, null);
        for (int k = 0; k < 500; k++) assertEquals(0.5f + (499 - k), next.recoveryImpulse[k], "point " + (499 - k));
        assertEquals(0f, next.recoveryImpulse[moved]);
        assertEquals(0f, next.recoveryImpulse[fresh]);
        assertEquals(0f, next.recoveryImpulse[swept]);

        cache.fill(next, IDS, true, null); // Bullet's cache was rebuilt: no address holds
        for (int k = 0; k < next.count(); k++) assertEquals(0f, next.recoveryImpulse[k]);
    }

    @Test
    void theTableFilledOnThePoolGivesWhatTheSerialFillGives() {
        ContactBuffer c = new ContactBuffer();
        java.util.Random rnd = new java.util.Random(11);
        // more contacts than the serial threshold; addresses close together, so home slots collide and probe runs interleave
        int n = 3 * io.github.gdxnsc.parallel.PoolThresholds.CONTACT_LOOKUP_SERIAL;
        for (int i = 0; i < n; i++) add(c, 0x40000L + 48L * i, rnd.nextInt(1000), rnd.nextInt(1000), i % 5 == 0 ? 0f : 1f + rnd.nextFloat());
        ContactBuffer serialNext = new ContactBuffer(), poolNext = new ContactBuffer();
        for (ContactBuffer next : new ContactBuffer[] {serialNext, poolNext}) {
            for (int i = n - 1; i >= 0; i -= 2) add(next, c.pointAddress[i], c.bodyA[i], c.bodyB[i], -1f);
            for (int i = 0; i < n; i += 7) add(next, c.pointAddress[i], c.bodyA[i] + 1, c.bodyB[i], -1f); // another pair on a kept address
            for (int i = 0; i < 500; i++) add(next, 0x40000L + 48L * (n + i), 1, 2, -1f); // never kept
        }
        RecoveryImpulseCache serial = new RecoveryImpulseCache();
        serial.remember(c, IDS, null);
        serial.fill(serialNext, IDS, false, null);
        for (int threads = 2; threads <= 4; threads++) {
            try (io.github.gdxnsc.parallel.WorkerPool pool = new io.github.gdxnsc.parallel.WorkerPool(threads)) {
                RecoveryImpulseCache onPool = new RecoveryImpulseCache();
                onPool.remember(c, IDS, pool);
                onPool.fill(poolNext, IDS, false, null);
                int found = 0;
                for (int k = 0; k < serialNext.count(); k++) {
                    assertEquals(Float.floatToRawIntBits(serialNext.recoveryImpulse[k]), Float.floatToRawIntBits(poolNext.recoveryImpulse[k]),
                            "contact " + k + " at " + threads + " threads");
                    if (poolNext.recoveryImpulse[k] != 0) found++;
                }
                org.junit.jupiter.api.Assertions.assertTrue(found > n / 3, "kept impulses found: " + found);
            }
        }
    }

    @Test
    void onlyLastStepsImpulsesAreKept() {
        RecoveryImpulseCache cache = new RecoveryImpulseCache();
        ContactBuffer c = new ContactBuffer();
        add(c, 0x2000L, 0, 1, 2f);
        cache.remember(c, IDS, null);
        c.recoveryImpulse[0] = 0f; // this step's position solve added nothing
        cache.remember(c, IDS, null);
        cache.fill(c, IDS, false, null);
        assertEquals(0f, c.recoveryImpulse[0]);
    }
}
