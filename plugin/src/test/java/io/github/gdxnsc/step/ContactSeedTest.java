package io.github.gdxnsc.step;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gdxnsc.collision.ContactBuffer;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A snapshot's kept contacts seed the new ones by the rule ContactSeed states: same pair (in the
 * same body order), nearest kept point in A's frame within MATCH_DISTANCE, the first of equals in
 * kept order. Checked against that rule written as a plain scan over every kept contact.
 */
class ContactSeedTest {

    @Test
    void seedsEveryContactAsAScanOverAllKeptOnesWould() {
        Random rnd = new Random(7);
        Bodies bodies = new Bodies();
        int nb = 6;
        for (int i = 0; i < nb; i++) {
            bodies.add(null, false, 1, 1, 1, 1, 0, 0);
            bodies.id[i] = 100 + 13 * i; // stable ids, not the indices
            double qx = rnd.nextGaussian(), qy = rnd.nextGaussian(), qz = rnd.nextGaussian(), qw = rnd.nextGaussian();
            bodies.setPose(i, rnd.nextDouble(), rnd.nextDouble(), rnd.nextDouble(), qx, qy, qz, qw);
        }
        ContactSeed seed = new ContactSeed();
        seed.count = 0;
        int kept = 400;
        seed.pair = new long[kept];
        seed.local = new double[3 * kept];
        seed.impulse = new float[3 * kept];
        seed.recoveryImpulse = new float[kept];
        for (int s = 0; s < kept; s++) {
            int a = rnd.nextInt(nb), b = (a + 1 + rnd.nextInt(nb - 1)) % nb;
            seed.pair[s] = ((long) bodies.id[a] << 32) | bodies.id[b];
            // points on a coarse grid, so that some kept points of a pair coincide (ties)
            for (int m = 0; m < 3; m++) seed.local[3 * s + m] = 0.01 * rnd.nextInt(4);
            for (int m = 0; m < 3; m++) seed.impulse[3 * s + m] = s + 0.25f * m;
            seed.recoveryImpulse[s] = -s;
        }
        seed.count = kept;

        ContactBuffer c = new ContactBuffer();
        double[] world = new double[3], local = new double[3];
        for (int k = 0; k < 300; k++) {
            int a = rnd.nextInt(nb), b = (a + 1 + rnd.nextInt(nb - 1)) % nb;
            int i = c.add();
            c.bodyA[i] = a;
            c.bodyB[i] = b;
            // a point of A's frame near the grid, mapped to the world
            for (int m = 0; m < 3; m++) local[m] = 0.01 * rnd.nextInt(4) + 0.004 * rnd.nextGaussian();
            toWorld(bodies, a, local, world);
            for (int m = 0; m < 3; m++) c.pointA[3 * i + m] = (float) world[m];
        }

        ContactBuffer expected = new ContactBuffer();
        for (int k = 0; k < c.count(); k++) {
            expected.add();
            expected.bodyA[k] = c.bodyA[k];
            expected.bodyB[k] = c.bodyB[k];
            int best = scan(seed, bodies, c, k);
            for (int m = 0; m < 3; m++) expected.impulse[3 * k + m] = best >= 0 ? seed.impulse[3 * best + m] : -7f;
            expected.recoveryImpulse[k] = best >= 0 ? seed.recoveryImpulse[best] : -7f;
        }
        for (int k = 0; k < c.count(); k++) {
            c.impulse[3 * k] = c.impulse[3 * k + 1] = c.impulse[3 * k + 2] = -7f;
            c.recoveryImpulse[k] = -7f;
        }
        seed.arm();
        seed.apply(c, bodies);
        int matched = 0;
        for (int k = 0; k < c.count(); k++) {
            for (int m = 0; m < 3; m++) assertEquals(expected.impulse[3 * k + m], c.impulse[3 * k + m], "contact " + k);
            assertEquals(expected.recoveryImpulse[k], c.recoveryImpulse[k], "contact " + k);
            if (c.impulse[3 * k] != -7f) matched++;
        }
        assertTrue(matched > 50 && matched < 300, "some contacts match and some do not: " + matched);
    }

    /** The rule as a scan over all kept contacts: the first nearest of the same pair within MATCH_DISTANCE. */
    private static int scan(ContactSeed seed, Bodies bodies, ContactBuffer c, int k) {
        int a = c.bodyA[k];
        long key = ((long) bodies.id[a] << 32) | bodies.id[c.bodyB[k]];
        double[] p = new double[3];
        bodies.toLocalPoint(a, c.pointA[3 * k], c.pointA[3 * k + 1], c.pointA[3 * k + 2], p);
        int best = -1;
        double bestD = ContactSeed.MATCH_DISTANCE * ContactSeed.MATCH_DISTANCE;
        for (int s = 0; s < seed.count; s++) {
            if (seed.pair[s] != key) continue;
            double dx = seed.local[3 * s] - p[0], dy = seed.local[3 * s + 1] - p[1], dz = seed.local[3 * s + 2] - p[2];
            double d = dx * dx + dy * dy + dz * dz;
            if (d < bestD) {
                bestD = d;
                best = s;
            }
        }
        return best;
    }

    private static void toWorld(Bodies bodies, int i, double[] local, double[] out) {
        bodies.toWorldDir(i, local, out);
        bodies.addCentre(i, out);
    }
}
