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
        cache.remember(c, IDS);

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
    void onlyLastStepsImpulsesAreKept() {
        RecoveryImpulseCache cache = new RecoveryImpulseCache();
        ContactBuffer c = new ContactBuffer();
        add(c, 0x2000L, 0, 1, 2f);
        cache.remember(c, IDS);
        c.recoveryImpulse[0] = 0f; // this step's position solve added nothing
        cache.remember(c, IDS);
        cache.fill(c, IDS, false, null);
        assertEquals(0f, c.recoveryImpulse[0]);
    }
}
