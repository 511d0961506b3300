package io.github.gdxnsc.world;

import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.IntArray;
import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.step.Bodies;
import io.github.gdxnsc.step.ContactModifier;
import io.github.gdxnsc.step.ContactPairs;
import java.util.Arrays;

/**
 * The world's contact events and contact views: body ids (stable keys for pairs; an id is
 * reused after its body is destroyed), the touching-pair tracker, and the dispatch to the
 * {@link ContactListener} after every sub-step, on the caller's thread, with one reused
 * {@link Contact}. Nothing here allocates in steady state.
 */
final class ContactEvents implements ContactModifier {
    private final Array<RigidBody> handles;
    private final ContactPairs pairs = new ContactPairs();
    private RigidBody[] byId = new RigidBody[16];
    private final IntArray freeIds = new IntArray();
    private int nextId;
    private final Contact contact = new Contact();
    private Contact[] views = new Contact[0];
    private final double[] tangents = new double[6];
    ContactListener listener;
    private final ContactSettings settings = new ContactSettings();
    private Bodies bodies;

    ContactEvents(Array<RigidBody> handles) {
        this.handles = handles;
    }

    /** Makes room for ids below {@code n}, at least doubling. */
    void ensureCapacity(int n) {
        if (n > byId.length) byId = Arrays.copyOf(byId, Math.max(n, 2 * byId.length));
    }

    int register(RigidBody b) {
        int id = freeIds.size > 0 ? freeIds.pop() : nextId++;
        ensureCapacity(id + 1);
        byId[id] = b;
        return id;
    }

    /** A destroyed body's pairs end silently (no endContact: the body is gone). */
    void unregister(RigidBody b, int id) {
        pairs.forget(id);
        byId[id] = null;
        freeIds.add(id);
    }

    ContactPairs pairs() {
        return pairs;
    }

    /**
     * The step's touching pairs, then every event to the listener; a callback that throws is
     * recorded in {@code failures} and the rest of the step's events are still told.
     */
    void afterStep(ContactBuffer c, Bodies bodies, ListenerFailures failures) {
        pairs.update(c, bodies.id);
        ContactListener l = listener;
        if (l == null) return;
        for (int k = 0; k < pairs.beganCount(); k++) {
            long key = pairs.began(k);
            try {
                l.beginContact(byId[ContactPairs.low(key)], byId[ContactPairs.high(key)]);
            } catch (RuntimeException | Error e) {
                failures.add(e);
            }
        }
        for (int k = 0, n = c.count(); k < n; k++) {
            try {
                l.postSolve(fill(contact, k, c, bodies));
            } catch (RuntimeException | Error e) {
                failures.add(e);
            }
        }
        for (int k = 0; k < pairs.endedCount(); k++) {
            long key = pairs.ended(k);
            try {
                l.endContact(byId[ContactPairs.low(key)], byId[ContactPairs.high(key)]);
            } catch (RuntimeException | Error e) {
                failures.add(e);
            }
        }
    }

    /** The listener's preSolve, if it overrides it, is the step's contact modifier (null otherwise). */
    ContactModifier modifierFor(ContactListener l, Bodies bodies) {
        this.bodies = bodies;
        if (l == null) return null;
        try {
            Class<?> owner = l.getClass().getMethod("preSolve", Contact.class, ContactSettings.class).getDeclaringClass();
            return owner == ContactListener.class ? null : this;
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(e); // the interface declares it
        }
    }

    @Override
    public boolean modify(ContactBuffer c, int k, double[] surfaceVelocity, int at) {
        ContactSettings s = settings;
        s.reset(c.friction[k], c.restitution[k]);
        listener.preSolve(fill(contact, k, c, bodies), s); // inside the step: the world's guard refuses changes
        if (!s.enabled) return false;
        Checks.nonNegative("settings.friction", s.friction);
        if (!(s.restitution >= 0 && s.restitution <= 1)) throw new IllegalArgumentException("settings.restitution must be in [0, 1], was " + s.restitution);
        Checks.finite("settings.surfaceVelocity", s.surfaceVelocity);
        c.friction[k] = s.friction;
        c.restitution[k] = s.restitution;
        surfaceVelocity[at] = s.surfaceVelocity.x;
        surfaceVelocity[at + 1] = s.surfaceVelocity.y;
        surfaceVelocity[at + 2] = s.surfaceVelocity.z;
        return true;
    }

    /** The last step's contacts of {@code body} into {@code out} (cleared first): views valid until the next step. */
    int contactsOf(RigidBody body, Array<Contact> out, ContactBuffer c, Bodies bodies) {
        out.clear();
        int n = c.count();
        if (views.length < n) {
            int old = views.length;
            views = Arrays.copyOf(views, Math.max(n, 2 * old));
            for (int k = old; k < views.length; k++) views[k] = new Contact();
        }
        int i = body.index;
        for (int k = 0; k < n; k++) if (c.bodyA[k] == i || c.bodyB[k] == i) out.add(fill(views[k], k, c, bodies));
        return out.size;
    }

    private Contact fill(Contact ct, int k, ContactBuffer c, Bodies bodies) {
        int a = c.bodyA[k], b = c.bodyB[k], k3 = 3 * k;
        ct.bodyA = handles.get(a);
        ct.bodyB = handles.get(b);
        float nx = c.normal[k3], ny = c.normal[k3 + 1], nz = c.normal[k3 + 2];
        // Bullet's point lies on B grown by its skin, whose surface is skin further along the normal
        float skinB = bodies.skin[b];
        ct.point.set(c.pointB[k3] - nx * skinB, c.pointB[k3 + 1] - ny * skinB, c.pointB[k3 + 2] - nz * skinB);
        ct.normal.set(nx, ny, nz);
        ct.normalImpulse = c.impulse[k3];
        double[] t = tangents;
        ContactBuffer.tangents(nx, ny, nz, t, 0);
        double f1 = c.impulse[k3 + 1], f2 = c.impulse[k3 + 2];
        ct.frictionImpulse.set((float) (t[0] * f1 + t[3] * f2), (float) (t[1] * f1 + t[4] * f2), (float) (t[2] * f1 + t[5] * f2));
        ct.separation = c.distance[k] + bodies.skin[a] + skinB;
        ct.speculative = c.distance[k] > 0;
        ct.sensor = bodies.isSensor[a] || bodies.isSensor[b];
        return ct;
    }
}
