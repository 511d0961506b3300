package io.github.gdxnsc.world;

import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.collision.BulletCollision;

/**
 * Which body pairs never collide: pairs the user ignores ({@link NscWorld#ignorePair}) and pairs
 * a joint links. Bullet holds the flag on its objects; this keeps the reasons, so destroying a
 * joint brings collisions back only when no joint and no user ignore keeps the pair apart.
 */
final class PairFilter {
    private final BulletCollision collision;
    private final Array<Joint> joints;
    /** User-ignored pairs, two bodies per entry (a short list: changed by calls, never per step). */
    private final Array<RigidBody> ignored = new Array<>(false, 8, RigidBody.class);

    PairFilter(BulletCollision collision, Array<Joint> joints) {
        this.collision = collision;
        this.joints = joints;
    }

    void ignore(RigidBody a, RigidBody b) {
        if (find(a, b) < 0) {
            ignored.add(a);
            ignored.add(b);
        }
        collision.setIgnorePair(a.index, b.index, true);
    }

    void unignore(RigidBody a, RigidBody b) {
        int k = find(a, b);
        if (k < 0) return;
        ignored.removeRange(k, k + 1);
        if (!jointed(a, b)) collision.setIgnorePair(a.index, b.index, false);
    }

    void jointAdded(RigidBody a, RigidBody b) {
        collision.setIgnorePair(a.index, b.index, true);
    }

    /** After the joint left the world's list. */
    void jointRemoved(RigidBody a, RigidBody b) {
        if (!jointed(a, b) && find(a, b) < 0) collision.setIgnorePair(a.index, b.index, false);
    }

    /** Before a body is destroyed: its ignores are reset (Bullet's lists must not point at a freed object). */
    void forgetBody(RigidBody body) {
        for (int k = ignored.size - 2; k >= 0; k -= 2) {
            RigidBody a = ignored.get(k), b = ignored.get(k + 1);
            if (a != body && b != body) continue;
            ignored.removeRange(k, k + 1);
            collision.setIgnorePair(a.index, b.index, false);
        }
    }

    private boolean jointed(RigidBody a, RigidBody b) {
        for (int k = 0; k < joints.size; k++) {
            Joint o = joints.get(k);
            if ((o.bodyA == a && o.bodyB == b) || (o.bodyA == b && o.bodyB == a)) return true;
        }
        return false;
    }

    private int find(RigidBody a, RigidBody b) {
        for (int k = 0; k < ignored.size; k += 2) {
            RigidBody p = ignored.get(k), q = ignored.get(k + 1);
            if ((p == a && q == b) || (p == b && q == a)) return k;
        }
        return -1;
    }
}
