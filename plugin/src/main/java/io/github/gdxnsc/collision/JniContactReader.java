package io.github.gdxnsc.collision;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.CollisionJNI;

/**
 * The safe reader: the static SWIG functions of {@link CollisionJNI} on raw pointers, so no wrapper
 * object is made per manifold or point (the public getContactPoint(i) allocates ~82 bytes per
 * call). Vector getters fill one reused {@link Vector3}.
 */
public final class JniContactReader implements ContactReader {

    private final Vector3 tmp = new Vector3();

    @Override
    public boolean isDirect() {
        return false;
    }

    @Override
    public void read(long dispatcher, ContactBuffer out) {
        out.clear();
        int manifolds = CollisionJNI.btDispatcher_getNumManifolds(dispatcher, null);
        Vector3 v = tmp;
        for (int i = 0; i < manifolds; i++) {
            long m = CollisionJNI.btDispatcher_getManifoldByIndexInternal(dispatcher, null, i);
            int points = CollisionJNI.btPersistentManifold_getNumContacts(m, null);
            if (points == 0) continue;
            int a = CollisionJNI.btCollisionObject_getUserIndex(CollisionJNI.btPersistentManifold_getBody0(m, null), null);
            int b = CollisionJNI.btCollisionObject_getUserIndex(CollisionJNI.btPersistentManifold_getBody1(m, null), null);
            for (int j = 0; j < points; j++) {
                long p = CollisionJNI.btPersistentManifold_getContactPoint(m, null, j);
                int k = out.add(), k3 = 3 * k;
                out.bodyA[k] = a;
                out.bodyB[k] = b;
                out.pointAddress[k] = p;
                out.manifold[k] = m;
                out.age[k] = CollisionJNI.btManifoldPoint_lifeTime_get(p, null);
                CollisionJNI.btManifoldPoint_getPositionWorldOnA(p, null, v);
                out.pointA[k3] = v.x;
                out.pointA[k3 + 1] = v.y;
                out.pointA[k3 + 2] = v.z;
                CollisionJNI.btManifoldPoint_getPositionWorldOnB(p, null, v);
                out.pointB[k3] = v.x;
                out.pointB[k3 + 1] = v.y;
                out.pointB[k3 + 2] = v.z;
                CollisionJNI.btManifoldPoint_getNormalWorldOnB(p, null, v);
                out.normal[k3] = v.x;
                out.normal[k3 + 1] = v.y;
                out.normal[k3 + 2] = v.z;
                out.distance[k] = CollisionJNI.btManifoldPoint_getDistance(p, null);
                out.friction[k] = CollisionJNI.btManifoldPoint_combinedFriction_get(p, null);
                out.restitution[k] = CollisionJNI.btManifoldPoint_combinedRestitution_get(p, null);
                out.impulse[k3] = CollisionJNI.btManifoldPoint_appliedImpulse_get(p, null);
                out.impulse[k3 + 1] = CollisionJNI.btManifoldPoint_appliedImpulseLateral1_get(p, null);
                out.impulse[k3 + 2] = CollisionJNI.btManifoldPoint_appliedImpulseLateral2_get(p, null);
            }
        }
    }

    @Override
    public void writeImpulses(ContactBuffer buf) {
        int n = buf.count();
        for (int k = 0; k < n; k++) {
            long p = buf.pointAddress[k];
            if (p == 0) continue; // a contact not from a manifold (continuous collision): nothing to keep
            CollisionJNI.btManifoldPoint_appliedImpulse_set(p, null, buf.impulse[3 * k]);
            CollisionJNI.btManifoldPoint_appliedImpulseLateral1_set(p, null, buf.impulse[3 * k + 1]);
            CollisionJNI.btManifoldPoint_appliedImpulseLateral2_set(p, null, buf.impulse[3 * k + 2]);
        }
    }

    @Override
    public int partId(long point, boolean first) {
        return first ? CollisionJNI.btManifoldPoint_partId0_get(point, null) : CollisionJNI.btManifoldPoint_partId1_get(point, null);
    }

    @Override
    public int triangleIndex(long point, boolean first) {
        return first ? CollisionJNI.btManifoldPoint_index0_get(point, null) : CollisionJNI.btManifoldPoint_index1_get(point, null);
    }
}
