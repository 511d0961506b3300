package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;

/**
 * The contacts of a buffer listed per body (a linked list through flat arrays, both ends of every
 * contact), so asking whether two bodies touch walks one body's contacts, not the whole buffer.
 * Rebuilt on demand; grows, never shrinks; allocates nothing once grown.
 */
final class BodyContacts {
    /** Per body, its first entry or -1; per entry (2 per contact, one per end), the next of the same body or -1. */
    private int[] head = new int[16], next = new int[32];

    /** Lists the first {@code n} contacts of {@code c} by body, for bodies 0 .. bodyCount - 1. */
    void index(ContactBuffer c, int n, int bodyCount) {
        if (head.length < bodyCount) head = new int[Math.max(bodyCount, 2 * head.length)];
        if (next.length < 2 * n) next = new int[Math.max(2 * n, 2 * next.length)];
        java.util.Arrays.fill(head, 0, bodyCount, -1);
        for (int k = 0; k < n; k++) {
            link(2 * k, c.bodyA[k]);
            link(2 * k + 1, c.bodyB[k]);
        }
    }

    private void link(int entry, int body) {
        if (body < 0) {
            next[entry] = -1;
            return;
        }
        next[entry] = head[body];
        head[body] = entry;
    }

    /** Whether the indexed contacts hold one between bodies a and b. */
    boolean touching(ContactBuffer c, int a, int b) {
        for (int e = head[a]; e >= 0; e = next[e]) {
            int k = e >> 1;
            if ((c.bodyA[k] == a && c.bodyB[k] == b) || (c.bodyA[k] == b && c.bodyB[k] == a)) return true;
        }
        return false;
    }
}
