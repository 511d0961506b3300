package io.github.gdxnsc.collision;

import com.badlogic.gdx.physics.bullet.collision.BroadphaseNativeTypes;

import java.util.Arrays;

/**
 * A convex pair's manifold kept from one run of Bullet's detector to the next while its two objects
 * have hardly moved against each other: Bullet then only refreshes the kept points to the objects'
 * poses (its own {@code refreshContactPoints}: the points ride on the bodies, their distances are
 * measured again, and those that parted or slid off are dropped), instead of running the detector.
 * In a heap most pairs barely move from one step to the next, and the detectors (GJK for a sphere on
 * a box, then box on box) are most of the collision stage.
 *
 * <h2>When a pair may keep its manifold</h2>
 * The pose of the pair's smaller object in the larger one's frame is kept from the step its detector
 * last ran. A point of the smaller shape, at most r from its origin, has since moved in that frame by
 * at most |dt| + |dR|_F r (dt, dR: the change of the relative origin and basis); the detector runs
 * again once that bound passes {@link #setDistance the reuse distance}. A sphere is the same shape
 * however it turns, so for a sphere on a box or a plane the bound is the motion of its centre in the
 * other's frame alone (a rolling ball keeps its point while its centre moves less than the distance,
 * where its turn would double the bound). So a kept manifold misses at
 * most what that much motion could change: a new point at most that deep, a kept one at most that
 * far from where the detector would put it. The bound is summed from the last detection, not from
 * the last step, so slow creep cannot build up unseen.
 *
 * <p>Only pairs of flat-sided shapes (boxes, hulls, the static plane), whose points are points of
 * the shapes ({@link #flat}), and a sphere's pairs with them ({@link #sphere}) keep manifolds, and
 * only manifolds the detector would give whole in one run: none (the objects apart by more than
 * Bullet's contact threshold), full (four points: a run could only swap one by its area rule), any
 * manifold of two boxes (their detector finds every point at once), a sphere's one point. Detectors
 * that fill a manifold over several steps (GJK on hulls, convex on plane) run every step until their
 * manifold is full.
 *
 * <h2>Determinism</h2>
 * The test reads only the objects' float transforms, so it decides alike at any thread count. Each
 * pair's record sits at its index in this dispatch's pair array; the pair carries the index into the
 * next dispatch in Bullet's spare word for it ({@code m_internalInfo1}, zero in a new pair, moved
 * with the pair when the pair cache compacts), checked there against the pair's algorithm and
 * bodies. Records are double-buffered by dispatch, so each pair writes only its own slot: the pool's
 * chunks share nothing.
 */
final class ManifoldReuse {
    /** Points a manifold holds (Bullet's MANIFOLD_CACHE_SIZE). */
    private static final int FULL = 4;
    private static final int POSE = 12;
    /** A sphere's kept normal within this cosine (about 0.8 degrees) of a box's face normal is the face's. */
    private static final float FACE_COSINE = 0.9999f;

    private final NativeLayout layout;
    private double distance;

    // per object: the radius of the sphere about its origin that holds its shape, and its Bullet shape type
    private float[] radius = new float[16];
    private int[] shapeType = new int[16];

    /** This dispatch's records (cur) and the last one's (prev), by pair index. */
    private Records cur = new Records(), prev = new Records();
    private int prevCount;

    ManifoldReuse(NativeLayout layout) {
        this.layout = layout;
    }

    /** The reuse distance (m): how far the pair's smaller shape may have moved in the larger one's frame; 0 = never. */
    void setDistance(double d) {
        if (d != distance) prevCount = 0;
        distance = d;
    }

    boolean on() {
        return distance > 0;
    }

    /** Object {@code index}: its shape's bounding radius about its origin and Bullet shape type. */
    void setObject(int index, float boundingRadius, int type) {
        if (index >= radius.length) {
            int c = Math.max(index + 1, 2 * radius.length);
            radius = Arrays.copyOf(radius, c);
            shapeType = Arrays.copyOf(shapeType, c);
        }
        radius[index] = boundingRadius;
        shapeType[index] = type;
    }

    /** Object {@code from} now sits at {@code to} (the world's swap-remove); its pairs' records name the old index and so lapse. */
    void moveObject(int from, int to) {
        radius[to] = radius[from];
        shapeType[to] = shapeType[from];
    }

    /** Room for a dispatch of {@code n} pairs; called before the pool's pass. */
    void begin(int n) {
        if (cur.algorithm.length < n) {
            int c = Math.max(n, cur.algorithm.length + (cur.algorithm.length >> 1));
            cur.grow(c);
            prev.grow(c);
        }
    }

    /** This dispatch's records become the last ones (n pairs were recorded or forgotten). */
    void end(int n) {
        Records r = prev;
        prev = cur;
        cur = r;
        prevCount = n;
    }

    /**
     * Forgets the records of body {@code index}'s pairs: Bullet gives each point the pair's combined
     * friction and restitution when its detector makes it, so a body whose material changed needs its
     * pairs detected again (a box at rest on a slope kept its old friction, and its grip, for as long
     * as it did not move).
     */
    void forgetBody(int index) {
        final Records prev = this.prev;
        for (int p = 0; p < prevCount; p++)
            if (prev.bodyA[p] == index || prev.bodyB[p] == index) prev.algorithm[p] = 0;
    }

    /** Forgets every record: the next dispatch runs every detector (Bullet's own pass ran, or the world was rebuilt). */
    void clear() {
        prevCount = 0;
    }

    /**
     * Whether pair {@code i} (at {@code pair}, objects a and b at o0 and o1, its algorithm) keeps last
     * step's manifold: the caller then refreshes the manifold recorded for it ({@link #manifold})
     * instead of running the detector. When this returns false the caller runs the detector and then
     * {@link #record}s, and the pair's current pose is already in its slot; a pair of shapes that never
     * keep a manifold gets no pose (its shapes do not change, so it is never compared).
     */
    boolean keep(int i, long pair, long alg, int a, int b, long o0, long o1) {
        final NativeLayout l = layout;
        int ta = shapeType[a], tb = shapeType[b];
        boolean sphereA = sphere(ta), sphereB = sphere(tb);
        if (!(flat(ta) && flat(tb)) && !(sphereA && underSphereKept(tb)) && !(sphereB && underSphereKept(ta))) return false;
        // a sphere is the same shape however it turns: its centre in the other shape's frame is all of the pair's geometry
        boolean aFrame = sphereB || (!sphereA && radius[a] >= radius[b]);
        final Records cur = this.cur, prev = this.prev;
        final double[] pose = cur.pose, prevPose = prev.pose;
        relativePose(aFrame ? o0 : o1, aFrame ? o1 : o0, pose, POSE * i);
        long info = NativeMemory.getLong(pair + l.pairInfo);
        if (info <= 0 || info > prevCount) return false;
        int p = (int) info - 1;
        if (prev.algorithm[p] != alg || prev.bodyA[p] != a || prev.bodyB[p] != b) return false;
        long m = prev.manifold[p];
        int points = prev.points[p];
        if (m != 0 && !whole(a, b, points)) return false;
        double dt2 = 0, dr2 = 0;
        for (int k = 0; k < 3; k++) {
            double d = pose[POSE * i + 9 + k] - prevPose[POSE * p + 9 + k];
            dt2 += d * d;
        }
        for (int k = 0; k < 9; k++) {
            double d = pose[POSE * i + k] - prevPose[POSE * p + k];
            dr2 += d * d;
        }
        double turn = sphereA || sphereB ? 0 : Math.sqrt(dr2) * Math.min(radius[a], radius[b]);
        if (!(Math.sqrt(dt2) + turn <= distance)) return false;
        System.arraycopy(prevPose, POSE * p, pose, POSE * i, POSE);
        cur.set(i, alg, a, b, m, points);
        NativeMemory.putLong(pair + l.pairInfo, i + 1);
        return true;
    }

    /** The manifold pair {@code i} keeps (0: none). Valid after {@link #keep} returned true. */
    long manifold(int i) {
        return cur.manifold[i];
    }

    /**
     * The points pair {@code i}'s kept manifold held after its last detection or refresh. Only a
     * detection or a refresh changes a manifold's points, so the record stands for the manifold's own
     * count, and a kept pair whose manifold is empty (most of a heap's pairs: boxes near but apart)
     * never touches the manifold's memory.
     */
    int points(int i) {
        return cur.points[i];
    }

    /** Pair {@code i}'s kept manifold holds {@code points} after its refresh. */
    void refreshed(int i, int points) {
        cur.points[i] = points;
    }

    /** Pair {@code i}'s detector ran into {@code m} (0: it made none); its pose was put in its slot by {@link #keep}. */
    void record(int i, long pair, long alg, int a, int b, long m) {
        cur.set(i, alg, a, b, m, m != 0 ? NativeMemory.getInt(m + layout.pmCount) : 0);
        NativeMemory.putLong(pair + layout.pairInfo, i + 1);
    }

    /** Pair {@code i} keeps nothing this dispatch (skipped, or Bullet's own test on the calling thread). */
    void forget(int i, long pair) {
        cur.algorithm[i] = 0;
        NativeMemory.putLong(pair + layout.pairInfo, 0);
    }

    /** Whether a manifold of {@code points} between objects a and b is what one run of their detector would give whole. */
    private boolean whole(int a, int b, int points) {
        int ta = shapeType[a], tb = shapeType[b];
        if (sphere(ta) || sphere(tb)) return points <= 1; // the sphere touches at one point: a run gives it
        return points == 0 || points >= FULL || (ta == BroadphaseNativeTypes.BOX_SHAPE_PROXYTYPE && tb == BroadphaseNativeTypes.BOX_SHAPE_PROXYTYPE);
    }

    /**
     * Shapes whose contact points are points of the shape that stay where they are while it turns a
     * little (corners, or where edges cross): boxes, hulls, the static plane. Their kept points ride
     * on the bodies as Bullet's refresh carries them.
     */
    private static boolean flat(int type) {
        return type == BroadphaseNativeTypes.BOX_SHAPE_PROXYTYPE || type == BroadphaseNativeTypes.CONVEX_HULL_SHAPE_PROXYTYPE
                || type == BroadphaseNativeTypes.STATIC_PLANE_PROXYTYPE;
    }

    /**
     * A sphere touches where its centre faces the other shape, not at a point of it: a kept point on
     * it turns away from under it as it rolls, the normal force then acts off its centre and pushes it
     * on (a resting ball rolled away 14 cm in 10 s so). Its pairs with flat shapes keep their one
     * point all the same, put back under its centre after each refresh ({@link #underSphere}); other
     * round shapes (capsules, cylinders, cones) run their detector every step.
     */
    static boolean sphere(int type) {
        return type == BroadphaseNativeTypes.SPHERE_SHAPE_PROXYTYPE;
    }

    /**
     * The shapes a sphere keeps its point on: a box (the normal is then kept to the face the sphere
     * is on, {@link #underSphere}) and the static plane (its detector's normal is the plane's). A
     * normal the detector left a few micro-radians off a face is harmless for one step, but a kept
     * one is a slope: a resting ball rolled 2.3 mm in 10 s down a kept GJK normal.
     */
    private static boolean underSphereKept(int type) {
        return type == BroadphaseNativeTypes.BOX_SHAPE_PROXYTYPE || type == BroadphaseNativeTypes.STATIC_PLANE_PROXYTYPE;
    }

    /** Whether object {@code index}'s shape is a sphere (its kept points need {@link #underSphere}). */
    boolean isSphere(int index) {
        return sphere(shapeType[index]);
    }

    /**
     * Puts the {@code points} points of kept manifold {@code m}, just refreshed, where the sphere of object
     * {@code index} (at address {@code sphere}; its radius is its bounding radius) touches: on the sphere, from its centre
     * against the contact normal, and on the other shape, that point moved along the normal onto the
     * plane through the other shape's kept point; the distance measured between them. On a box, a
     * normal within {@link #FACE_COSINE} of one of its face normals becomes that face normal (turned
     * with the box); elsewhere (the sphere on an edge or a corner) it stays the detector's, as for
     * every kept point.
     */
    void underSphere(long m, int points, long sphere, int index, long other, int otherIndex) {
        final NativeLayout l = layout;
        final float r = radius[index];
        final long[] t = l.coTransform;
        boolean first = NativeMemory.getLong(m + l.pmBody0) == sphere;
        boolean box = shapeType[otherIndex] == BroadphaseNativeTypes.BOX_SHAPE_PROXYTYPE;
        float cx = NativeMemory.getFloat(sphere + t[9]), cy = NativeMemory.getFloat(sphere + t[10]), cz = NativeMemory.getFloat(sphere + t[11]);
        for (int j = 0; j < points; j++) {
            long p = m + l.pmPoints + j * l.mpSize, nrm = p + l.mpNormal;
            // the normal points from the manifold's second body to its first
            float nx = NativeMemory.getFloat(nrm), ny = NativeMemory.getFloat(nrm + 4), nz = NativeMemory.getFloat(nrm + 8);
            if (box) {
                // the box's axis nearest the normal: column k of its basis is its local axis k in the world
                int k = -1;
                float best = FACE_COSINE, sign = 1;
                for (int c = 0; c < 3; c++) {
                    float ax = NativeMemory.getFloat(other + t[c]), ay = NativeMemory.getFloat(other + t[3 + c]), az = NativeMemory.getFloat(other + t[6 + c]);
                    float dot = ax * nx + ay * ny + az * nz;
                    if (Math.abs(dot) > best) {
                        best = Math.abs(dot);
                        sign = Math.signum(dot);
                        k = c;
                    }
                }
                if (k >= 0) {
                    nx = sign * NativeMemory.getFloat(other + t[k]);
                    ny = sign * NativeMemory.getFloat(other + t[3 + k]);
                    nz = sign * NativeMemory.getFloat(other + t[6 + k]);
                    NativeMemory.putFloat(nrm, nx);
                    NativeMemory.putFloat(nrm + 4, ny);
                    NativeMemory.putFloat(nrm + 8, nz);
                }
            }
            float s = first ? -r : r;
            float sx = cx + s * nx, sy = cy + s * ny, sz = cz + s * nz;
            long onSphere = first ? p + l.mpPosA : p + l.mpPosB, onOther = first ? p + l.mpPosB : p + l.mpPosA;
            float ox = NativeMemory.getFloat(onOther), oy = NativeMemory.getFloat(onOther + 4), oz = NativeMemory.getFloat(onOther + 8);
            // distance = (A - B) . n, A the first body's point
            float d = first ? (sx - ox) * nx + (sy - oy) * ny + (sz - oz) * nz : (ox - sx) * nx + (oy - sy) * ny + (oz - sz) * nz;
            float back = first ? -d : d;
            NativeMemory.putFloat(onSphere, sx);
            NativeMemory.putFloat(onSphere + 4, sy);
            NativeMemory.putFloat(onSphere + 8, sz);
            NativeMemory.putFloat(onOther, sx + back * nx);
            NativeMemory.putFloat(onOther + 4, sy + back * ny);
            NativeMemory.putFloat(onOther + 8, sz + back * nz);
            NativeMemory.putFloat(p + l.mpDistance, d);
        }
    }

    /** The pose of object g in object f's frame from their float transforms: basis row-major, then origin. */
    private void relativePose(long f, long g, double[] out, int o) {
        final long[] t = layout.coTransform;
        double fx = NativeMemory.getFloat(f + t[9]), fy = NativeMemory.getFloat(f + t[10]), fz = NativeMemory.getFloat(f + t[11]);
        double dx = NativeMemory.getFloat(g + t[9]) - fx, dy = NativeMemory.getFloat(g + t[10]) - fy, dz = NativeMemory.getFloat(g + t[11]) - fz;
        for (int r = 0; r < 3; r++) {
            // column r of f's basis is f's local axis r in the world; row r of f^T g
            double c0 = NativeMemory.getFloat(f + t[r]), c1 = NativeMemory.getFloat(f + t[3 + r]), c2 = NativeMemory.getFloat(f + t[6 + r]);
            for (int c = 0; c < 3; c++)
                out[o + 3 * r + c] = c0 * NativeMemory.getFloat(g + t[c]) + c1 * NativeMemory.getFloat(g + t[3 + c])
                        + c2 * NativeMemory.getFloat(g + t[6 + c]);
            out[o + 9 + r] = c0 * dx + c1 * dy + c2 * dz;
        }
    }

    /**
     * One dispatch's records by pair index: the pair's algorithm, bodies and manifold, and the pose
     * of its smaller object in the larger one's frame when its detector last ran (basis row-major,
     * then origin).
     */
    private static final class Records {
        long[] algorithm = new long[0], manifold = new long[0];
        int[] bodyA = new int[0], bodyB = new int[0], points = new int[0];
        double[] pose = new double[0];

        void grow(int c) {
            algorithm = Arrays.copyOf(algorithm, c);
            manifold = Arrays.copyOf(manifold, c);
            bodyA = Arrays.copyOf(bodyA, c);
            bodyB = Arrays.copyOf(bodyB, c);
            points = Arrays.copyOf(points, c);
            pose = Arrays.copyOf(pose, POSE * c);
        }

        void set(int i, long alg, int a, int b, long m, int count) {
            algorithm[i] = alg;
            manifold[i] = m;
            bodyA[i] = a;
            bodyB[i] = b;
            points[i] = count;
        }
    }
}
