package io.github.gdxnsc.step;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCapsuleShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btCompoundShape;
import com.badlogic.gdx.physics.bullet.collision.btConcaveShape;
import com.badlogic.gdx.physics.bullet.collision.btConeShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexHullShape;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShape;
import com.badlogic.gdx.physics.bullet.collision.btStaticPlaneShape;
import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.math.Rotations;

/**
 * A box pair's face-to-face manifold made whole (and a box's on a mesh, a lying cylinder's or
 * capsule's on a box), part of the extract stage. Bullet's box-box
 * detector reports only the corners that overlap, and its persistent manifold keeps a corner found
 * earlier only while the two bodies carry it less than its breaking threshold apart: 2 % of the
 * smaller shape's half diagonal, 17 mm for a unit cube, 3.5 mm for a 0.2 m one. A box that slides
 * over another faster than that a step (1 m/s and 0.2 m/s at 1/60 s) loses its old points every
 * step and stands on the two or three corners that happened to dip in: it tips onto the others and
 * rocks as it slides. Frictionless over a box ground, a unit cube at 1.1 m/s turned at up to 0.20
 * rad/s and bobbed at 0.12 m/s (at 1 m/s it kept four points and stayed flat), a 0.2 m cube at 0.3
 * m/s turned at 1.0 rad/s.
 *
 * <p>Two boxes: where the two slide past each other by more than half that threshold a step (Bullet's
 * {@code gContactBreakingThreshold}, 0.02, times the smaller box's half diagonal), the pair holds
 * fewer than four points and the two faces lie flat on each other (all four corners of their
 * overlap within {@code maxSpread} of the pair's deepest point), each corner no point of the pair
 * covers becomes a contact with its own gap (speculative while it is open), as the face clipping
 * of ODE's or Box2D's box-box contact reports it every step. Slower pairs keep what Bullet's
 * manifold gathers over its steps, and cost a few operations each. A box on a static triangle mesh or
 * heightfield: see {@link #completeOnSurface}; a 0.2 m cube on a flat heightfield of 1 m cells
 * turned at up to 0.65 rad/s at rest and 2.6 rad/s sliding at 0.5 m/s with Bullet's points alone.
 * A cylinder or capsule lying on a box: see {@link #completeLine}; on a static triangle mesh or
 * heightfield: {@link #completeLineOnSurface}. A cylinder standing on its face, or a cone on its
 * base: {@link #completeDisc}. A convex hull sliding on a face (over a box, a surface, another hull
 * or a cylinder's cap) or a box on a hull or a cap: {@link #completeHull}, with the corners where
 * the two faces' outlines cross ({@link #appendCrossings}) and the pair's own points turned to the
 * face's normal.
 * The contacts are appended after Bullet's, in Bullet's pair order (deterministic), and hold no
 * manifold point: they start cold, but those on hulls' faces, completed at rest too, are
 * warm-started from the last step's by the extract stage ({@link #faceContacts}).
 */
final class ManifoldCompletion {
    /** A corner is covered by a point of the pair nearer than this share of the boxes' smallest half extent. */
    static final double COVER_SHARE = 0.25;
    /** Bullet's gContactBreakingThreshold: a manifold's threshold is this times its smaller shape's half diagonal. */
    static final double BREAKING_SHARE = 0.02;
    /** The sine of the largest angle between a cylinder's or capsule's axis and the face it lies on (11.5 degrees). */
    static final double LYING_SINE = 0.2;
    /** The cosine within which a pair's normals make one flat patch of a surface (1.8 degrees). */
    static final double FLAT_COSINE = 0.9995;
    /**
     * The cosine within which a hull or box pair's deepest normal may name the ground's face when
     * the pair's normals disagree (15 degrees): Bullet's convex detector gives a hull lying across
     * a box's or a hull's edge normals tilted up to 11 degrees off the face, point by point.
     */
    static final double LOOSE_COSINE = 0.966;
    /** The squared sine under which two face edges count as parallel for their crossing ({@link #appendCrossings}). */
    private static final double PARALLEL_SINE2 = 1e-12;
    /** How far (m) past the corners' possible depths a surface ray starts and ends. */
    private static final double REACH_MARGIN = 1e-3;

    private final double[] faceMatrix = new double[9], boxMatrix = new double[9];
    /** {@link #lying}'s answer: the radius, half length and axis (x, y, z) of a lying cylinder or capsule. */
    private final double[] line = new double[5];
    /** A lying body's line ends' heights over the surface under them (NaN: none). */
    private final double[] endGap = new double[2];
    /** A hull vertex is covered by a point of the pair nearer than this share of the hull's bounding radius. */
    static final double HULL_COVER_SHARE = 0.1;
    /** Each hull shape's points and faces, found once; and the hull being completed's vertices in the world. */
    private final HullShapes hulls;
    private double[] world = new double[24];
    /** {@link #flatPatch}'s answer: the patch's normal out of the surface; {@link #ground}'s kind of ground (a box's face: its axis). */
    private final double[] patchNormal = new double[3];
    private int groundFace = MESH;
    /** Whether {@link #ground} named the face from the deepest normal alone, the pair's normals disagreeing ({@link #LOOSE_COSINE}). */
    private boolean looseGround;
    /** {@link #groundFace}: a static mesh's or heightfield's triangles, found by rays. */
    private static final int MESH = -1;
    /** {@link #groundFace}: a convex hull's face, {@link #hullFace}'s polygon. */
    private static final int HULL_FACE = -2;
    /** {@link #groundFace}: a cylinder's cap, {@link #cylinderCap}'s disc. */
    private static final int CYLINDER_CAP = -3;
    /** Each round shape's flat face ({@link #disc}), read once (an empty array: none). */
    private final java.util.IdentityHashMap<btCollisionShape, double[]> discs = new java.util.IdentityHashMap<>();
    /** {@link #cylinderCap}'s disc: its centre and radius. */
    private final double[] capCentre = new double[3];
    private double capRadius;
    /**
     * The ground hull's face: its points and outline in its plane's basis (e1, e2) as (u, v), the
     * outline's corners, and its height along the normal.
     */
    private double[] faceScratch = new double[16], facePolygon = new double[34];
    /** {@link #appendCrossings}' scratch: the hull's face (u, v, height a vertex) and its outline; a box's face and its outline. */
    private double[] hullFace = new double[24], hullOutline = new double[51];
    private final double[] boxFace = new double[8], boxOutline = new double[18];
    private final double[] faceBasis = new double[6];
    private int faceCount;
    private double faceHeight;
    /** {@link #vertices}' box corners. */
    private final float[] boxCorners = new float[24];
    /** {@link #slides}' lever arms and relative velocity. */
    private final double[] arms = new double[6], relative = new double[3];
    private final float[] hit = new float[8];

    private final LandingPatch patch = new LandingPatch();
    private final double[] halfA = new double[3], halfB = new double[3];
    private int added;
    /** The buffer indices of the contacts {@link #completeHull} appended this step. */
    private int[] faceContact = new int[16];
    private int faceContacts;

    ManifoldCompletion(HullShapes hulls) {
        this.hulls = hulls;
    }

    /**
     * Completes the manifolds described above among the first {@code c.count()} contacts (Bullet's),
     * appending the missing corners and line ends to {@code c}.
     *
     * @param maxSpread how far (m) the overlap's corners may lie above the pair's deepest point for
     *                  the faces to count as flat
     * @param h         the step (s)
     */
    void complete(Bodies bodies, BulletCollision collision, ContactBuffer c, double maxSpread, double h) {
        added = 0;
        faceContacts = 0;
        final int n = c.count();
        final float[] half = bodies.boxHalfExtents;
        final byte[] kind = bodies.shapeClass;
        for (int k = 0; k < n; ) {
            final int end = c.pairEnd(k), a = c.bodyA[k], b = c.bodyB[k];
            boolean boxA = half[3 * a] > 0, boxB = half[3 * b] > 0;
            // a box pair with four points holds its face: Bullet's manifold keeps what it found
            if ((boxA || boxB) && !(boxA && boxB && end - k >= LandingPatch.MAX_POINTS) && (bodies.moves(a) || bodies.moves(b))) {
                int deepest = deepest(c, k, end);
                if (boxA && boxB) {
                    double drift = 0.5 * BREAKING_SHARE * smallerHalfDiagonal(half, a, b) / h; // half the breaking threshold a step
                    if (slides(bodies, c, deepest, a, b, drift))
                        completePair(bodies, collision, c, k, end, deepest, a, b, maxSpread);
                } else {
                    int box = boxA ? a : b, other = boxA ? b : a;
                    if (bodies.moves(box) && bodies.isStatic[other] && triangles(bodies.shape[other]))
                        completeOnSurface(bodies, collision, c, k, end, deepest, box, other, maxSpread);
                    else if (kind[other] == Bodies.HULL) {
                        // the hull's vertices over the box's face, then the box's corners over the hull's
                        completeHull(bodies, collision, c, k, end, deepest, other, box, maxSpread);
                        completeHull(bodies, collision, c, k, end, deepest, box, other, maxSpread);
                    } else if (round(kind[other])) {
                        completeLine(bodies, collision, c, k, end, deepest, other, box, maxSpread);
                        completeDisc(bodies, collision, c, k, end, deepest, other, box, maxSpread);
                        // the box on a cylinder's cap: its corners over the disc, as a hull's vertices over a face
                        if (kind[other] == Bodies.CYLINDER) completeHull(bodies, collision, c, k, end, deepest, box, other, maxSpread);
                    }
                }
            } else if (!boxA && !boxB && (kind[a] == Bodies.HULL || kind[b] == Bodies.HULL)) {
                int hull = kind[a] == Bodies.HULL ? a : b, other = hull == a ? b : a;
                if (kind[other] == Bodies.HULL && (bodies.moves(a) || bodies.moves(b))) {
                    // two hulls: each one's face vertices over the other's face, which together are the corners of their overlap
                    int deepest = deepest(c, k, end);
                    completeHull(bodies, collision, c, k, end, deepest, a, b, maxSpread);
                    completeHull(bodies, collision, c, k, end, deepest, b, a, maxSpread);
                } else if (bodies.moves(hull) && bodies.isStatic[other] && triangles(bodies.shape[other])) {
                    completeHull(bodies, collision, c, k, end, deepest(c, k, end), hull, other, maxSpread);
                } else if (round(kind[other]) && (bodies.moves(a) || bodies.moves(b))) {
                    // a cylinder or capsule lying or standing on a hull's face, as on a mesh's flat patch;
                    // the hull on a cylinder's cap, its vertices over the disc
                    int deepest = deepest(c, k, end);
                    completeLineOnSurface(bodies, collision, c, k, end, deepest, other, hull, maxSpread);
                    completeDisc(bodies, collision, c, k, end, deepest, other, hull, maxSpread);
                    if (kind[other] == Bodies.CYLINDER) completeHull(bodies, collision, c, k, end, deepest, hull, other, maxSpread);
                } else if (cone(bodies, other) && (bodies.moves(a) || bodies.moves(b))) {
                    completeDisc(bodies, collision, c, k, end, deepest(c, k, end), other, hull, maxSpread); // a cone on its base
                }
            } else if (!boxA && !boxB && (cone(bodies, a) || cone(bodies, b))) {
                // a cone standing on its base on terrain, a cylinder's cap or a hull's face, as a cylinder stands
                int body = cone(bodies, a) ? a : b, other = body == a ? b : a;
                final btCollisionShape under = bodies.shape[other];
                if ((bodies.moves(a) || bodies.moves(b))
                        && (bodies.isStatic[other] && triangles(under) || kind[other] == Bodies.CYLINDER || kind[other] == Bodies.HULL))
                    completeDisc(bodies, collision, c, k, end, deepest(c, k, end), body, other, maxSpread);
            } else if (!boxA && !boxB && (round(kind[a]) || round(kind[b]))) {
                int body = round(kind[a]) ? a : b, other = body == a ? b : a;
                if (bodies.moves(body) && bodies.isStatic[other] && triangles(bodies.shape[other])) {
                    int deepest = deepest(c, k, end);
                    completeLineOnSurface(bodies, collision, c, k, end, deepest, body, other, maxSpread);
                    completeDisc(bodies, collision, c, k, end, deepest, body, other, maxSpread);
                } else if (round(kind[other]) && (bodies.moves(a) || bodies.moves(b))) {
                    // two cylinders or capsules: each one lying or standing on the other's cap (when it is a cylinder's)
                    int deepest = deepest(c, k, end);
                    for (int side = 0; side < 2; side++) {
                        int x = side == 0 ? a : b, y = side == 0 ? b : a;
                        if (kind[y] != Bodies.CYLINDER) continue;
                        completeLineOnSurface(bodies, collision, c, k, end, deepest, x, y, maxSpread);
                        completeDisc(bodies, collision, c, k, end, deepest, x, y, maxSpread);
                    }
                }
            }
            k = end;
        }
    }

    /** The pair [start, end)'s deepest point (the first, on a tie). */
    private static int deepest(ContactBuffer c, int start, int end) {
        int deepest = start;
        for (int j = start + 1; j < end; j++) if (c.distance[j] < c.distance[deepest]) deepest = j;
        return deepest;
    }

    /** Whether the shape is made of triangles: a mesh or a heightfield, alone or as a compound's one child (the world's terrain). */
    private static boolean triangles(btCollisionShape shape) {
        if (shape instanceof btCompoundShape) {
            btCompoundShape compound = (btCompoundShape) shape;
            return compound.getNumChildShapes() == 1 && triangles(compound.getChildShape(0));
        }
        return shape instanceof btConcaveShape && !(shape instanceof btStaticPlaneShape);
    }

    private static double smallerHalfDiagonal(float[] half, int a, int b) {
        return Math.min(halfDiagonal(half, a), halfDiagonal(half, b));
    }

    /**
     * A box on a static triangle mesh or heightfield, resting or sliding: Bullet collides the box
     * with each triangle under it, and each gives the one point its detector found deepest, which on
     * a flat patch lies anywhere under the face (under a triangle's corner or edge), so the pair's
     * points seldom span the box's face and the box rocks on the polygon they do span. Where every
     * point of the pair shares one normal (a flat patch) and the box's face lies flat on it, each
     * corner of that face that no point covers becomes a contact at the surface under it, found by a
     * ray along the normal through the corner against the surface alone: where no triangle lies
     * under a corner (a ledge, a hole) or it is turned away from the patch, the corner gets nothing.
     * The ray meets the triangles themselves; Bullet's distances are between the shapes with their
     * margins, so the corners' gaps take the difference measured the same way at the pair's deepest
     * point.
     */
    private void completeOnSurface(Bodies bodies, BulletCollision collision, ContactBuffer c, int start, int end, int deepest, int box,
            int surface, double maxSpread) {
        final int d3 = 3 * deepest;
        if (!ground(bodies, c, start, end, deepest, box, surface, false)) return;
        final double nx = patchNormal[0], ny = patchNormal[1], nz = patchNormal[2];
        final double[] r = faceMatrix;
        Rotations.toMatrix(bodies.rot[4 * box], bodies.rot[4 * box + 1], bodies.rot[4 * box + 2], bodies.rot[4 * box + 3], r, 0);
        final float[] half = bodies.boxHalfExtents;
        final int k = Rotations.axisMostAlong(r, nx, ny, nz), u = (k + 1) % 3, v = (k + 2) % 3;
        final double hu = half[3 * box + u], hv = half[3 * box + v];
        // the face's corners' heights over the patch spread by the face's tilt
        if (2 * (hu * Math.abs(Rotations.axisDot(r, u, nx, ny, nz)) + hv * Math.abs(Rotations.axisDot(r, v, nx, ny, nz))) > maxSpread) return;
        // the face turned to the surface: its centre is the box's centre less its half extent along the normal's side
        final double s = Rotations.axisDot(r, k, nx, ny, nz) > 0 ? -1 : 1, hk = half[3 * box + k];
        final double[] pos = bodies.pos;
        final double fx = pos[3 * box] + s * hk * r[k], fy = pos[3 * box + 1] + s * hk * r[3 + k], fz = pos[3 * box + 2] + s * hk * r[6 + k];
        final double reach = maxSpread - c.distance[deepest] + 2 * (bodies.skin[box] + bodies.skin[surface]) + REACH_MARGIN;
        // Bullet's distance at the deepest point less the ray's, there
        final float[] onBox = c.bodyA[deepest] == box ? c.pointA : c.pointB;
        final double deepestGap = groundGap(bodies, collision, surface, onBox[d3], onBox[d3 + 1], onBox[d3 + 2], reach, false);
        if (Double.isNaN(deepestGap)) return;
        final double offset = c.distance[deepest] - deepestGap;
        final double cover = COVER_SHARE * Math.min(Math.min(hu, hv), hk), cover2 = cover * cover;
        for (int corner = 0; corner < 4; corner++) {
            double su = corner == 0 || corner == 3 ? 1 : -1, sv = corner < 2 ? 1 : -1;
            double eu = su * hu, ev = sv * hv;
            double px = fx + eu * r[u] + ev * r[v], py = fy + eu * r[3 + u] + ev * r[3 + v], pz = fz + eu * r[6 + u] + ev * r[6 + v];
            if (covered(onBox, start, end, px, py, pz, cover2)) continue;
            double gap = groundGap(bodies, collision, surface, px, py, pz, reach, true);
            if (!Double.isNaN(gap)) appendOn(c, c.bodyA[deepest] == box, box, surface, px, py, pz, nx, ny, nz, gap + offset, collision);
        }
    }

    /**
     * A cylinder or capsule lying on a box's face: it touches along a line, where Bullet's detector
     * gives one point a step (and its perturbed detections a few, where they fall), so it bobs and
     * rolls on them. Where its axis lies along the face (within {@link #LYING_SINE}, the line's ends
     * within its radius of each other in height), each end of the line, clipped to the face's
     * rectangle, that no point on the line covers ({@link #coveredOnLine}: a rolling body's old points
     * lie off it) becomes a contact with its own gap, and the pair's points along the line go onto it
     * ({@link #snapToLine}). The line's heights over
     * the face take the difference between Bullet's distance and the line's at the pair's deepest
     * point, so margins and skins cancel.
     */
    private void completeLine(Bodies bodies, BulletCollision collision, ContactBuffer c, int start, int end, int deepest, int round, int box,
            double onLine) {
        final int d3 = 3 * deepest;
        // the normal out of the box toward the round body
        final double sign = c.bodyA[deepest] == round ? 1 : -1;
        final double nx = sign * c.normal[d3], ny = sign * c.normal[d3 + 1], nz = sign * c.normal[d3 + 2];
        if (!lying(bodies, round, nx, ny, nz)) return;
        final double radius = line[0], halfLength = line[1], ax = line[2], ay = line[3], az = line[4];
        final double[] rb = boxMatrix;
        // the box's face turned to the round body, and the line's ends over it
        Rotations.toMatrix(bodies.rot[4 * box], bodies.rot[4 * box + 1], bodies.rot[4 * box + 2], bodies.rot[4 * box + 3], rb, 0);
        final float[] half = bodies.boxHalfExtents;
        final int k = Rotations.axisMostAlong(rb, nx, ny, nz), u = (k + 1) % 3, v = (k + 2) % 3;
        final double s = Rotations.axisDot(rb, k, nx, ny, nz) > 0 ? 1 : -1;
        final double fnx = s * rb[k], fny = s * rb[3 + k], fnz = s * rb[6 + k];
        if (fnx * nx + fny * ny + fnz * nz < FLAT_COSINE) return; // the normal is not the face's: an edge or a corner
        final double hk = half[3 * box + k], hu = half[3 * box + u], hv = half[3 * box + v];
        final double[] pos = bodies.pos;
        final double fcx = pos[3 * box] + fnx * hk, fcy = pos[3 * box + 1] + fny * hk, fcz = pos[3 * box + 2] + fnz * hk;
        final int o = 3 * round;
        // the line: the body's lowest points along its axis, from -halfLength to +halfLength
        final double lx = pos[o] - nx * radius - fcx, ly = pos[o + 1] - ny * radius - fcy, lz = pos[o + 2] - nz * radius - fcz;
        final double uOrigin = lx * rb[u] + ly * rb[3 + u] + lz * rb[6 + u], vOrigin = lx * rb[v] + ly * rb[3 + v] + lz * rb[6 + v];
        final double uSlope = ax * rb[u] + ay * rb[3 + u] + az * rb[6 + u], vSlope = ax * rb[v] + ay * rb[3 + v] + az * rb[6 + v];
        double t0 = -halfLength, t1 = halfLength;
        // clipped to the face's rectangle, |u| <= hu and |v| <= hv
        for (int side = 0; side < 2; side++) {
            double origin = side == 0 ? uOrigin : vOrigin, slope = side == 0 ? uSlope : vSlope, limit = side == 0 ? hu : hv;
            if (Math.abs(slope) < 1e-12) {
                if (Math.abs(origin) > limit) return;
                continue;
            }
            double ta = (-limit - origin) / slope, tb = (limit - origin) / slope;
            t0 = Math.max(t0, Math.min(ta, tb));
            t1 = Math.min(t1, Math.max(ta, tb));
        }
        if (!(t1 > t0)) return;
        // the height over the face along the line, calibrated at Bullet's deepest point
        final float[] onRound = c.bodyA[deepest] == round ? c.pointA : c.pointB;
        double td = (onRound[d3] - pos[o]) * ax + (onRound[d3 + 1] - pos[o + 1]) * ay + (onRound[d3 + 2] - pos[o + 2]) * az;
        double slopeN = ax * fnx + ay * fny + az * fnz, heightOrigin = lx * fnx + ly * fny + lz * fnz;
        double offset = c.distance[deepest] - (heightOrigin + td * slopeN);
        snapToLine(c, start, end, round, pos, radius, nx, ny, nz, fnx, fny, fnz, ax, ay, az, t0, t1, heightOrigin + offset, slopeN);
        final double cover = COVER_SHARE * Math.min(radius, halfLength);
        for (int e = 0; e < 2; e++) {
            double t = e == 0 ? t0 : t1;
            double px = pos[o] - nx * radius + t * ax, py = pos[o + 1] - ny * radius + t * ay, pz = pos[o + 2] - nz * radius + t * az;
            if (coveredOnLine(onRound, start, end, px, py, pz, ax, ay, az, cover, onLine)) continue;
            appendOn(c, c.bodyA[deepest] == round, round, box, px, py, pz, fnx, fny, fnz, heightOrigin + t * slopeN + offset, collision);
        }
    }

    /**
     * A cylinder or capsule lying on a flat patch of a static triangle mesh or heightfield, or on a
     * convex hull's face: as on a box ({@link #completeLine}), its line's two ends, where no point on
     * the line covers them, become contacts; as for a box on such a surface ({@link #completeOnSurface}),
     * each end's gap is its height over the triangle a ray along the normal meets under it (nothing
     * where none lies under it), or over the hull's face where it lies over it, taking the difference
     * between Bullet's distance and that height at the pair's deepest point.
     */
    private void completeLineOnSurface(Bodies bodies, BulletCollision collision, ContactBuffer c, int start, int end, int deepest, int round,
            int surface, double maxSpread) {
        final int d3 = 3 * deepest;
        if (!ground(bodies, c, start, end, deepest, round, surface, false)) return;
        final double nx = patchNormal[0], ny = patchNormal[1], nz = patchNormal[2];
        if (!lying(bodies, round, nx, ny, nz)) return;
        final double radius = line[0], halfLength = line[1], ax = line[2], ay = line[3], az = line[4];
        // the ends' heights over the patch differ by the axis's tip (at most the radius) besides the pair's depth
        final double reach = maxSpread + radius - c.distance[deepest] + 2 * (bodies.skin[round] + bodies.skin[surface]) + REACH_MARGIN;
        final float[] onRound = c.bodyA[deepest] == round ? c.pointA : c.pointB;
        final double deepestGap = groundGap(bodies, collision, surface, onRound[d3], onRound[d3 + 1], onRound[d3 + 2], reach, false);
        if (Double.isNaN(deepestGap)) return;
        final double offset = c.distance[deepest] - deepestGap;
        if (!consistent(bodies, surface, offset, maxSpread)) return;
        final double[] pos = bodies.pos;
        final int o = 3 * round;
        // a mesh's ray finds the surface under an end or nothing; a hull's face or a cap holds an end only over it
        final boolean onFaceOnly = groundFace != MESH;
        for (int e = 0; e < 2; e++) {
            double t = e == 0 ? -halfLength : halfLength;
            endGap[e] = groundGap(bodies, collision, surface, pos[o] - nx * radius + t * ax, pos[o + 1] - ny * radius + t * ay,
                    pos[o + 2] - nz * radius + t * az, reach, onFaceOnly);
        }
        // a flat patch under both ends: the height along the line is linear, and the triangles' points go onto it
        if (!Double.isNaN(endGap[0]) && !Double.isNaN(endGap[1]))
            snapToLine(c, start, end, round, pos, radius, nx, ny, nz, nx, ny, nz, ax, ay, az, -halfLength, halfLength,
                    0.5 * (endGap[0] + endGap[1]) + offset, (endGap[1] - endGap[0]) / (2 * halfLength));
        final double cover = COVER_SHARE * Math.min(radius, halfLength);
        for (int e = 0; e < 2; e++) {
            double t = e == 0 ? -halfLength : halfLength;
            double px = pos[o] - nx * radius + t * ax, py = pos[o + 1] - ny * radius + t * ay, pz = pos[o + 2] - nz * radius + t * az;
            if (coveredOnLine(onRound, start, end, px, py, pz, ax, ay, az, cover, maxSpread / 2)) continue;
            if (!Double.isNaN(endGap[e])) appendOn(c, c.bodyA[deepest] == round, round, surface, px, py, pz, nx, ny, nz, endGap[e] + offset, collision);
        }
    }

    /**
     * Moves the points of the pair [start, end) whose place along the axis lies within [t0, t1] onto
     * the line of a lying cylinder or capsule (its points farthest along -l, l the pair's normal out
     * of the surface toward it, along its axis), each with the gap {@code gapAtZero + t gapSlope}
     * there along n, the surface's normal.
     * A mesh's triangles give points anywhere on the body: one a few millimetres ahead of the line
     * of a rolling body is linearised as falling onto the surface, though the roll carries it
     * through the lowest point without touching, and its row pushes against the roll (rolling
     * resistance the scene does not have); one behind rises and holds nothing.
     */
    private static void snapToLine(ContactBuffer c, int start, int end, int round, double[] pos, double radius, double lx, double ly,
            double lz, double nx, double ny, double nz, double ax, double ay, double az, double t0, double t1, double gapAtZero,
            double gapSlope) {
        final int o = 3 * round;
        for (int j = start; j < end; j++) {
            final int j3 = 3 * j;
            final boolean roundIsA = c.bodyA[j] == round;
            final float[] onRound = roundIsA ? c.pointA : c.pointB, onOther = roundIsA ? c.pointB : c.pointA;
            double t = (onRound[j3] - pos[o]) * ax + (onRound[j3 + 1] - pos[o + 1]) * ay + (onRound[j3 + 2] - pos[o + 2]) * az;
            if (t < t0 || t > t1) continue;
            double px = pos[o] - lx * radius + t * ax, py = pos[o + 1] - ly * radius + t * ay, pz = pos[o + 2] - lz * radius + t * az;
            double gap = gapAtZero + t * gapSlope, s = roundIsA ? 1 : -1;
            onRound[j3] = (float) px;
            onRound[j3 + 1] = (float) py;
            onRound[j3 + 2] = (float) pz;
            onOther[j3] = (float) (px - nx * gap);
            onOther[j3 + 1] = (float) (py - ny * gap);
            onOther[j3 + 2] = (float) (pz - nz * gap);
            c.normal[j3] = (float) (s * nx);
            c.normal[j3 + 1] = (float) (s * ny);
            c.normal[j3 + 2] = (float) (s * nz);
            c.distance[j] = (float) gap;
        }
    }

    /**
     * Whether every point of the pair [start, end) shares the deepest point's normal within
     * {@link #FLAT_COSINE} (one flat patch of a surface); {@link #patchNormal} then holds that normal
     * turned out of the surface toward {@code body} (the buffer's run from B to A).
     */
    private boolean flatPatch(ContactBuffer c, int start, int end, int deepest, int body) {
        final int d3 = 3 * deepest;
        final double sign = c.bodyA[deepest] == body ? 1 : -1;
        final double nx = sign * c.normal[d3], ny = sign * c.normal[d3 + 1], nz = sign * c.normal[d3 + 2];
        for (int j = start; j < end; j++) {
            int j3 = 3 * j;
            if (sign * (c.normal[j3] * nx + c.normal[j3 + 1] * ny + c.normal[j3 + 2] * nz) < FLAT_COSINE) return false;
        }
        patchNormal[0] = nx;
        patchNormal[1] = ny;
        patchNormal[2] = nz;
        return true;
    }

    /**
     * A cylinder standing on one of its flat faces (or a cone on its base, {@link #disc}) on a box's
     * face, a hull's face, a cylinder's cap or a flat patch of a static mesh or heightfield: Bullet's
     * perturbed detections put a point or two under the face where they fall (often its middle), and
     * sliding at 0.5 m/s over a box it rocked at up to 0.17 m/s. Where its
     * axis is the surface's normal closely enough that the face's rim lies within {@code maxSpread}
     * of flat, four points of the rim (at the ends of the face's two local axes) that no point covers
     * become contacts: over a box's face, a hull's or a cap, where they lie over it, with their heights
     * over it; over a mesh, where a ray finds the surface under them. All are calibrated at the pair's
     * deepest point ({@link #consistent}).
     */
    private void completeDisc(Bodies bodies, BulletCollision collision, ContactBuffer c, int start, int end, int deepest, int standing,
            int other, double maxSpread) {
        final double[] disc = disc(bodies.shape[standing]);
        if (disc == null) return;
        final int d3 = 3 * deepest;
        if (!ground(bodies, c, start, end, deepest, standing, other, false)) return;
        final double nx = patchNormal[0], ny = patchNormal[1], nz = patchNormal[2];
        final double[] pos = bodies.pos;
        final int up = (int) disc[0];
        final double radius = disc[5];
        final double[] r = faceMatrix;
        Rotations.toMatrix(bodies.rot[4 * standing], bodies.rot[4 * standing + 1], bodies.rot[4 * standing + 2],
                bodies.rot[4 * standing + 3], r, 0);
        final double along = Rotations.axisDot(r, up, nx, ny, nz);
        // standing flat: the rim's heights spread by the face's tilt, 2 r sin(tilt)
        if (2 * radius * Math.sqrt(Math.max(0, 1 - along * along)) > maxSpread) return;
        // the face turned to the surface (a cone has its base only, on its axis's negative side), and its two local axes across the disc
        if (disc[6] == 0 && along < 0) return;
        final int o = 3 * standing, e1 = (up + 1) % 3, e2 = (up + 2) % 3;
        final double side = along > 0 ? -Math.abs(disc[4]) : Math.abs(disc[4]);
        // the face's centre in the body's frame: the shape's offset in it, then along its axis
        final double lx = disc[1], ly = disc[2], lz = disc[3];
        final double cx = pos[o] + r[0] * lx + r[1] * ly + r[2] * lz + side * r[up];
        final double cy = pos[o + 1] + r[3] * lx + r[4] * ly + r[5] * lz + side * r[3 + up];
        final double cz = pos[o + 2] + r[6] * lx + r[7] * ly + r[8] * lz + side * r[6 + up];
        final float[] onStanding = c.bodyA[deepest] == standing ? c.pointA : c.pointB;
        final double reach = maxSpread - c.distance[deepest] + 2 * (bodies.skin[standing] + bodies.skin[other]) + REACH_MARGIN;
        final double deepestGap = groundGap(bodies, collision, other, onStanding[d3], onStanding[d3 + 1], onStanding[d3 + 2], reach, false);
        if (Double.isNaN(deepestGap)) return;
        final double offset = c.distance[deepest] - deepestGap;
        if (!consistent(bodies, other, offset, maxSpread)) return;
        final double cover = COVER_SHARE * radius, cover2 = cover * cover;
        for (int q = 0; q < 4; q++) {
            final int axis = q < 2 ? e1 : e2;
            final double sign = (q & 1) == 0 ? radius : -radius;
            final double px = cx + sign * r[axis], py = cy + sign * r[3 + axis], pz = cz + sign * r[6 + axis];
            if (covered(onStanding, start, end, px, py, pz, cover2)) continue;
            final double gap = groundGap(bodies, collision, other, px, py, pz, reach, true);
            if (!Double.isNaN(gap))
                appendOn(c, c.bodyA[deepest] == standing, standing, other, px, py, pz, nx, ny, nz, gap + offset, collision);
        }
    }

    /**
     * A shape's flat round face, read once per shape: a cylinder's two caps, or the base of a cone
     * (the world's cones are a compound of one cone, offset so the body sits at its centre of mass).
     * Null for other shapes; else {up axis, the face's centre's offset in the body's frame (x, y, z)
     * less its place along the axis, that place along the axis (a cone's base: negative; a
     * cylinder's caps: plus or minus it), the face's radius, 1 for two faces or 0 for one}.
     */
    private double[] disc(btCollisionShape shape) {
        double[] disc = discs.get(shape);
        if (disc != null) return disc.length == 0 ? null : disc;
        if (shape instanceof btCylinderShape) {
            btCylinderShape cylinder = (btCylinderShape) shape;
            disc = new double[] {cylinder.getUpAxis(), 0, 0, 0, halfLength(cylinder), cylinder.getRadius(), 1};
        } else if (shape instanceof btCompoundShape && ((btCompoundShape) shape).getNumChildShapes() == 1
                && ((btCompoundShape) shape).getChildShape(0) instanceof btConeShape) {
            btCompoundShape compound = (btCompoundShape) shape;
            btConeShape cone = (btConeShape) compound.getChildShape(0);
            Vector3 offset = compound.getChildTransform(0).getTranslation(new Vector3());
            // Bullet rounds a cone by its margin: its base lies that far below the core's, flat out to the core's radius
            disc = new double[] {cone.getConeUpIndex(), offset.x, offset.y, offset.z, -(0.5 * cone.getHeight() + cone.getMargin()),
                    cone.getRadius(), 0};
        } else {
            disc = new double[0];
        }
        discs.put(shape, disc);
        return disc.length == 0 ? null : disc;
    }

    /**
     * A convex hull (or a box) resting or sliding on one of its faces on a box's face, a hull's face,
     * a cylinder's cap or a flat patch of a static mesh or heightfield: Bullet's perturbed detections
     * put its points where they fall under the face, so it rocked at rest and more as it slid. Where three or more
     * of its vertices lie within {@code maxSpread} of its lowest along the surface's normal (a face
     * lying flat), each such vertex that no point covers becomes a contact at the body's surface
     * under it (a hull is its points' hull grown by its margin; a box's corners are its surface):
     * over a box's or a hull's face or a cap where it lies over it, at its height over it; over a mesh
     * where a ray finds the surface under it; all calibrated at the pair's deepest point (or, where
     * the ground was named loosely, {@link #looseGround}, at the faces' own heights). Points appended
     * for the pair before (the other body's vertices over this one's face) count as covering. On a
     * box's or a hull's face or a cap, the pair's points take the face's normal
     * ({@link #snapToFace}), and the outlines' crossings follow ({@link #appendCrossings}).
     */
    private void completeHull(Bodies bodies, BulletCollision collision, ContactBuffer c, int start, int end, int deepest, int hull,
            int other, double maxSpread) {
        final int before = c.count();
        completeFace(bodies, collision, c, start, end, deepest, hull, other, maxSpread);
        for (int k = before, n = c.count(); k < n; k++) {
            if (faceContacts == faceContact.length) faceContact = java.util.Arrays.copyOf(faceContact, 2 * faceContacts);
            faceContact[faceContacts++] = k;
        }
    }

    /** {@link #completeHull}'s work; the contacts it appends are recorded ({@link #faceContact}). */
    private void completeFace(Bodies bodies, BulletCollision collision, ContactBuffer c, int start, int end, int deepest, int hull,
            int other, double maxSpread) {
        final float[] local = vertices(bodies, hull);
        final int count = local.length / 3;
        if (count < 3) return;
        // how far the body's surface lies out of its vertices: a hull's margin; a box's corners are its surface
        final btCollisionShape shape = bodies.shape[hull];
        final double margin = shape instanceof btConvexHullShape ? shape.getMargin() : 0;
        final int d3 = 3 * deepest;
        if (!ground(bodies, c, start, end, deepest, hull, other, true)) return;
        final double nx = patchNormal[0], ny = patchNormal[1], nz = patchNormal[2];
        final double[] pos = bodies.pos, r = faceMatrix;
        Rotations.toMatrix(bodies.rot[4 * hull], bodies.rot[4 * hull + 1], bodies.rot[4 * hull + 2], bodies.rot[4 * hull + 3], r, 0);
        if (world.length < local.length) world = new double[local.length];
        final int o = 3 * hull;
        double lowest = Double.POSITIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            double lx = local[3 * i], ly = local[3 * i + 1], lz = local[3 * i + 2];
            double wx = pos[o] + r[0] * lx + r[1] * ly + r[2] * lz, wy = pos[o + 1] + r[3] * lx + r[4] * ly + r[5] * lz,
                    wz = pos[o + 2] + r[6] * lx + r[7] * ly + r[8] * lz;
            world[3 * i] = wx;
            world[3 * i + 1] = wy;
            world[3 * i + 2] = wz;
            lowest = Math.min(lowest, wx * nx + wy * ny + wz * nz);
        }
        int face = 0;
        for (int i = 0; i < count; i++) if (world[3 * i] * nx + world[3 * i + 1] * ny + world[3 * i + 2] * nz <= lowest + maxSpread) face++;
        if (face < 3) return; // an edge or a vertex down: Bullet's points are the contact
        final float[] onHull = c.bodyA[deepest] == hull ? c.pointA : c.pointB;
        final double reach = maxSpread + margin - c.distance[deepest] + 2 * (bodies.skin[hull] + bodies.skin[other]) + REACH_MARGIN;
        final double offset;
        if (looseGround) {
            offset = groundMargin(bodies, other); // Bullet's normals disagree: no point of theirs to calibrate by
        } else {
            final double deepestGap = groundGap(bodies, collision, other, onHull[d3], onHull[d3 + 1], onHull[d3 + 2], reach, false);
            if (Double.isNaN(deepestGap)) return;
            offset = c.distance[deepest] - deepestGap;
            if (!consistent(bodies, other, offset, maxSpread)) return;
        }
        // the face lies flat on the ground's face, so their contact's normal is the face's: Bullet's points
        // take it (a frictionless hull pushed sideways by their tilts slid off a beam)
        if (groundFace != MESH) snapToFace(bodies, collision, c, start, end, hull, other, offset);
        final double cover = HULL_COVER_SHARE * collision.boundingRadius(hull), cover2 = cover * cover;
        for (int i = 0; i < count; i++) {
            // the rounded surface under the vertex: the margin's sphere about it, at its lowest
            final double px = world[3 * i] - nx * margin, py = world[3 * i + 1] - ny * margin, pz = world[3 * i + 2] - nz * margin;
            if (world[3 * i] * nx + world[3 * i + 1] * ny + world[3 * i + 2] * nz > lowest + maxSpread) continue;
            // the pair's points so far, those appended for it too (appending may have grown the buffer's arrays)
            if (covered(c.bodyA[deepest] == hull ? c.pointA : c.pointB, start, c.count(), px, py, pz, cover2)) continue;
            final double gap = groundGap(bodies, collision, other, px, py, pz, reach, true);
            if (!Double.isNaN(gap)) appendOn(c, c.bodyA[deepest] == hull, hull, other, px, py, pz, nx, ny, nz, gap + offset, collision);
        }
        if (groundFace != MESH) appendCrossings(bodies, collision, c, start, deepest, hull, other, count, lowest + maxSpread, margin, offset, cover2);
    }

    /**
     * The rest of the overlap's corners, where neither face holds the other's (a crate across a
     * narrower beam, two slabs turned on each other): where the outline of the hull's face lying on
     * the ground crosses the edge of the ground's face (a box's or a hull's) or a cap's rim. Each
     * crossing that no point covers becomes a contact, as a vertex does: on the hull's rounded
     * surface under the edge, at its height over the ground's plane, calibrated by {@code offset}.
     * The hull's world vertices are those {@link #completeHull} put in {@link #world}; its face's are
     * those no higher than {@code faceTop} along the ground's normal.
     */
    private void appendCrossings(Bodies bodies, BulletCollision collision, ContactBuffer c, int start, int deepest, int hull, int other,
            int count, double faceTop, double margin, double offset, double cover2) {
        final double nx = patchNormal[0], ny = patchNormal[1], nz = patchNormal[2];
        final double[] e = faceBasis;
        if (groundFace != HULL_FACE) planeBasis(nx, ny, nz, e); // a hull's face has its basis, and its outline in it, from hullFace
        // the hull's face in the plane: (u, v) and the height along the normal, each vertex
        if (hullFace.length < 3 * count) {
            hullFace = new double[3 * count];
            hullOutline = new double[3 * (2 * count + 1)];
        }
        int m = 0;
        for (int i = 0; i < count; i++) {
            final double x = world[3 * i], y = world[3 * i + 1], z = world[3 * i + 2], w = x * nx + y * ny + z * nz;
            if (w > faceTop) continue;
            hullFace[3 * m] = x * e[0] + y * e[1] + z * e[2];
            hullFace[3 * m + 1] = x * e[3] + y * e[4] + z * e[5];
            hullFace[3 * m + 2] = w;
            m++;
        }
        final int corners = convexOutline(hullFace, m, hullOutline, 3);
        if (corners < 3) return;
        double[] ground = facePolygon;
        int groundCorners = faceCount;
        if (groundFace >= 0) { // a box's face: its four corners in the plane
            final float[] half = bodies.boxHalfExtents;
            final double[] rb = boxMatrix, pos = bodies.pos;
            final int k = groundFace, u = (k + 1) % 3, v = (k + 2) % 3, o = 3 * other;
            final double hk = half[o + k], hu = half[o + u], hv = half[o + v];
            final double cx = pos[o] + nx * hk, cy = pos[o + 1] + ny * hk, cz = pos[o + 2] + nz * hk;
            for (int q = 0; q < 4; q++) {
                final double su = (q & 1) == 0 ? -hu : hu, sv = (q & 2) == 0 ? -hv : hv;
                final double x = cx + su * rb[u] + sv * rb[v], y = cy + su * rb[3 + u] + sv * rb[3 + v], z = cz + su * rb[6 + u] + sv * rb[6 + v];
                boxFace[2 * q] = x * e[0] + y * e[1] + z * e[2];
                boxFace[2 * q + 1] = x * e[3] + y * e[4] + z * e[5];
            }
            ground = boxOutline;
            groundCorners = convexOutline(boxFace, 4, boxOutline, 2);
        }
        final double capU = capCentre[0] * e[0] + capCentre[1] * e[1] + capCentre[2] * e[2]; // read on a cap only
        final double capV = capCentre[0] * e[3] + capCentre[1] * e[4] + capCentre[2] * e[5];
        final double[] p = hullOutline;
        for (int i = 0; i < corners; i++) {
            final int j = i + 1 == corners ? 0 : i + 1;
            final double au = p[3 * i], av = p[3 * i + 1], aw = p[3 * i + 2];
            final double du = p[3 * j] - au, dv = p[3 * j + 1] - av, dw = p[3 * j + 2] - aw;
            if (groundFace == CYLINDER_CAP) {
                // |a + t d - centre| = radius: the edge's two crossings of the rim, where they lie on it
                final double fu = au - capU, fv = av - capV, qa = du * du + dv * dv, qb = fu * du + fv * dv;
                final double disc = qb * qb - qa * (fu * fu + fv * fv - capRadius * capRadius);
                if (qa == 0 || disc <= 0) continue;
                final double root = Math.sqrt(disc);
                crossingAt(bodies, collision, c, start, deepest, hull, other, au, av, aw, du, dv, dw, (-qb - root) / qa, margin, offset, cover2);
                crossingAt(bodies, collision, c, start, deepest, hull, other, au, av, aw, du, dv, dw, (-qb + root) / qa, margin, offset, cover2);
                continue;
            }
            for (int g = 0; g < groundCorners; g++) {
                final int h = g + 1 == groundCorners ? 0 : g + 1;
                final double gu = ground[2 * g], gv = ground[2 * g + 1], eu = ground[2 * h] - gu, ev = ground[2 * h + 1] - gv;
                final double denominator = du * ev - dv * eu;
                // parallel edges (to a part in 1e6 of their lengths): where they overlap, their ends, each over the
                // other face, are vertices already; a crossing of two nearly parallel ones lands anywhere along them
                if (denominator * denominator <= PARALLEL_SINE2 * (du * du + dv * dv) * (eu * eu + ev * ev)) continue;
                final double wu = gu - au, wv = gv - av;
                final double t = (wu * ev - wv * eu) / denominator, s = (wu * dv - wv * du) / denominator;
                if (s > 0 && s < 1) crossingAt(bodies, collision, c, start, deepest, hull, other, au, av, aw, du, dv, dw, t, margin, offset, cover2);
            }
        }
    }

    /** {@link #appendCrossings}' point at t along the hull's face edge a + t d (in the plane's basis), when 0 < t < 1 and no point covers it. */
    private void crossingAt(Bodies bodies, BulletCollision collision, ContactBuffer c, int start, int deepest, int hull, int other, double au,
            double av, double aw, double du, double dv, double dw, double t, double margin, double offset, double cover2) {
        if (!(t > 0 && t < 1)) return;
        final double nx = patchNormal[0], ny = patchNormal[1], nz = patchNormal[2], e[] = faceBasis;
        final double u = au + t * du, v = av + t * dv, w = aw + t * dw - margin; // the rounded surface under the edge
        final double px = u * e[0] + v * e[3] + w * nx, py = u * e[1] + v * e[4] + w * ny, pz = u * e[2] + v * e[5] + w * nz;
        final boolean hullIsA = c.bodyA[deepest] == hull;
        if (covered(hullIsA ? c.pointA : c.pointB, start, c.count(), px, py, pz, cover2)) return;
        final double gap = groundGap(bodies, collision, other, px, py, pz, 0, false);
        if (!Double.isNaN(gap)) appendOn(c, hullIsA, hull, other, px, py, pz, nx, ny, nz, gap + offset, collision);
    }

    /**
     * The ground under {@code body} in its pair with {@code other}, a box, a convex hull, a cylinder or
     * a static mesh or heightfield: false unless every point of the pair shares one normal
     * ({@link #flatPatch}) and, on a box, a hull or a cylinder, that normal is one face's (a cylinder's:
     * a cap's). Then {@link #patchNormal} holds the ground's normal out toward the body (on a box, a
     * hull or a cap, its face's exactly) and {@link #groundFace} which kind of ground it is: a box's
     * face (its axis), {@link #HULL_FACE}, {@link #CYLINDER_CAP} or {@link #MESH}. With {@code loose}
     * (a hull or a box on a box or a hull), where that fails, the deepest point's normal alone may
     * name a face within {@link #LOOSE_COSINE}, and {@link #looseGround} says so.
     */
    private boolean ground(Bodies bodies, ContactBuffer c, int start, int end, int deepest, int body, int other, boolean loose) {
        looseGround = false;
        if (flatPatch(c, start, end, deepest, body) && groundFace(bodies, other)) return true;
        // a hull or box whose pair's normals disagree, or tilt off the face, may still lie on a box's or a hull's face: the deepest normal names it
        if (!loose || !(bodies.shape[other] instanceof btConvexHullShape || bodies.boxHalfExtents[3 * other] > 0)) return false;
        final int d3 = 3 * deepest;
        final double sign = c.bodyA[deepest] == body ? 1 : -1;
        patchNormal[0] = sign * c.normal[d3];
        patchNormal[1] = sign * c.normal[d3 + 1];
        patchNormal[2] = sign * c.normal[d3 + 2];
        looseGround = true;
        return groundFace(bodies, other);
    }

    /** {@link #ground}'s face of {@code other} turned to {@link #patchNormal}: its kind, and on a box, a hull or a cap its exact normal. */
    private boolean groundFace(Bodies bodies, int other) {
        groundFace = MESH;
        if (bodies.shape[other] instanceof btConvexHullShape) return hullFace(bodies, other);
        if (bodies.shape[other] instanceof btCylinderShape) return cylinderCap(bodies, other);
        if (!(bodies.boxHalfExtents[3 * other] > 0)) return true;
        final double nx = patchNormal[0], ny = patchNormal[1], nz = patchNormal[2], rb[] = boxMatrix;
        Rotations.toMatrix(bodies.rot[4 * other], bodies.rot[4 * other + 1], bodies.rot[4 * other + 2], bodies.rot[4 * other + 3], rb, 0);
        final int k = Rotations.axisMostAlong(rb, nx, ny, nz);
        final double s = Rotations.axisDot(rb, k, nx, ny, nz) > 0 ? 1 : -1;
        final double fnx = s * rb[k], fny = s * rb[3 + k], fnz = s * rb[6 + k];
        if (fnx * nx + fny * ny + fnz * nz < (looseGround ? LOOSE_COSINE : FLAT_COSINE)) return false; // an edge or a corner of the box
        patchNormal[0] = fnx;
        patchNormal[1] = fny;
        patchNormal[2] = fnz;
        groundFace = k;
        return true;
    }

    /**
     * The face of hull {@code other} turned to {@link #patchNormal} ({@link HullFaces}): false when
     * no face's normal lies within {@link #FLAT_COSINE} of it (an edge or a vertex up). Else
     * {@link #patchNormal} becomes the face's normal, {@link #faceHeight} its plane's height along it
     * and {@link #facePolygon} its outline in the plane's basis {@link #faceBasis}.
     */
    private boolean hullFace(Bodies bodies, int other) {
        final btConvexHullShape shape = (btConvexHullShape) bodies.shape[other];
        final float[] local = hulls.points(shape);
        final HullFaces faces = hulls.faces(shape);
        final double[] r = boxMatrix;
        Rotations.toMatrix(bodies.rot[4 * other], bodies.rot[4 * other + 1], bodies.rot[4 * other + 2], bodies.rot[4 * other + 3], r, 0);
        final double wx = patchNormal[0], wy = patchNormal[1], wz = patchNormal[2];
        // the normal in the hull's frame: r's transpose
        final int f = faces.mostAlong(r[0] * wx + r[3] * wy + r[6] * wz, r[1] * wx + r[4] * wy + r[7] * wz,
                r[2] * wx + r[5] * wy + r[8] * wz);
        if (f < 0) return false;
        final double[] plane = faces.planes;
        final double lx = plane[4 * f], ly = plane[4 * f + 1], lz = plane[4 * f + 2];
        final double nx = r[0] * lx + r[1] * ly + r[2] * lz, ny = r[3] * lx + r[4] * ly + r[5] * lz, nz = r[6] * lx + r[7] * ly + r[8] * lz;
        if (nx * wx + ny * wy + nz * wz < (looseGround ? LOOSE_COSINE : FLAT_COSINE)) return false;
        final int o = 3 * other;
        final double[] pos = bodies.pos;
        patchNormal[0] = nx;
        patchNormal[1] = ny;
        patchNormal[2] = nz;
        faceHeight = plane[4 * f + 3] + nx * pos[o] + ny * pos[o + 1] + nz * pos[o + 2];
        final double[] e = faceBasis;
        planeBasis(nx, ny, nz, e);
        final int from = faces.first[f], to = faces.first[f + 1], count = to - from;
        if (faceScratch.length < 2 * count) {
            faceScratch = new double[2 * count];
            facePolygon = new double[4 * count + 2];
        }
        for (int q = 0; q < count; q++) {
            final int m = faces.points[from + q];
            final double px = local[3 * m], py = local[3 * m + 1], pz = local[3 * m + 2];
            final double x = pos[o] + r[0] * px + r[1] * py + r[2] * pz, y = pos[o + 1] + r[3] * px + r[4] * py + r[5] * pz,
                    z = pos[o + 2] + r[6] * px + r[7] * py + r[8] * pz;
            faceScratch[2 * q] = x * e[0] + y * e[1] + z * e[2];
            faceScratch[2 * q + 1] = x * e[3] + y * e[4] + z * e[5];
        }
        faceCount = convexOutline(faceScratch, count, facePolygon, 2);
        if (faceCount < 3) return false;
        groundFace = HULL_FACE;
        return true;
    }

    /** An orthonormal basis (e1, e2) of the plane with unit normal n, into e (six values): e1 across n's smallest component, e2 = n x e1. */
    private static void planeBasis(double nx, double ny, double nz, double[] e) {
        double ex, ey, ez;
        if (Math.abs(nx) <= Math.abs(ny) && Math.abs(nx) <= Math.abs(nz)) {
            ex = 0;
            ey = nz;
            ez = -ny;
        } else if (Math.abs(ny) <= Math.abs(nz)) {
            ex = -nz;
            ey = 0;
            ez = nx;
        } else {
            ex = ny;
            ey = -nx;
            ez = 0;
        }
        final double el = Math.sqrt(ex * ex + ey * ey + ez * ez);
        e[0] = ex / el;
        e[1] = ey / el;
        e[2] = ez / el;
        e[3] = ny * e[2] - nz * e[1];
        e[4] = nz * e[0] - nx * e[2];
        e[5] = nx * e[1] - ny * e[0];
    }

    /**
     * The cap of cylinder {@code other} turned to {@link #patchNormal}: false unless its axis lies
     * within {@link #FLAT_COSINE} of the normal (its side or its rim up: no face to lie on). Else
     * {@link #patchNormal} becomes the axis (signed toward the body), {@link #faceHeight} the cap's
     * height along it, and {@link #capRadius} and {@link #capCentre} the disc.
     */
    private boolean cylinderCap(Bodies bodies, int other) {
        final double[] disc = disc(bodies.shape[other]); // its axis, half length and radius, read once per shape
        final int up = (int) disc[0], o = 3 * other;
        final double[] r = boxMatrix, pos = bodies.pos;
        Rotations.toMatrix(bodies.rot[4 * other], bodies.rot[4 * other + 1], bodies.rot[4 * other + 2], bodies.rot[4 * other + 3], r, 0);
        final double along = Rotations.axisDot(r, up, patchNormal[0], patchNormal[1], patchNormal[2]);
        if (Math.abs(along) < FLAT_COSINE) return false;
        final double s = along > 0 ? 1 : -1, nx = s * r[up], ny = s * r[3 + up], nz = s * r[6 + up], h = disc[4];
        patchNormal[0] = nx;
        patchNormal[1] = ny;
        patchNormal[2] = nz;
        capCentre[0] = pos[o] + h * nx;
        capCentre[1] = pos[o + 1] + h * ny;
        capCentre[2] = pos[o + 2] + h * nz;
        faceHeight = capCentre[0] * nx + capCentre[1] * ny + capCentre[2] * nz;
        capRadius = disc[5];
        groundFace = CYLINDER_CAP;
        return true;
    }

    /**
     * The convex outline, counterclockwise, of the n points in {@code in} (sorted in place), into
     * {@code out}: Andrew's monotone chain, the points on an edge left out. Each point is
     * {@code stride} values, (u, v) and what rides with it. Returns its corners; {@code out} holds
     * 2 n + 1 points.
     */
    private static int convexOutline(double[] in, int n, double[] out, int stride) {
        // by u, then v (a face has a few points: insertion sort)
        for (int i = 1; i < n; i++) {
            final double u = in[stride * i], v = in[stride * i + 1], w = stride > 2 ? in[stride * i + 2] : 0;
            int j = i;
            for (; j > 0 && (in[stride * (j - 1)] > u || in[stride * (j - 1)] == u && in[stride * (j - 1) + 1] > v); j--)
                System.arraycopy(in, stride * (j - 1), in, stride * j, stride);
            in[stride * j] = u;
            in[stride * j + 1] = v;
            if (stride > 2) in[stride * j + 2] = w;
        }
        int k = 0;
        for (int pass = 0; pass < 2; pass++) { // the lower chain left to right, then the upper right to left
            final int base = k;
            for (int q = 0; q < n; q++) {
                int i = pass == 0 ? q : n - 1 - q;
                double u = in[stride * i], v = in[stride * i + 1];
                while (k - base >= 2 && cross(out, stride, k - 2, k - 1, u, v) <= 0) k--;
                System.arraycopy(in, stride * i, out, stride * k, stride);
                k++;
            }
            k--; // each chain's last point starts the other
        }
        return k;
    }

    /** The cross product (b - a) x (p - a) for points a and b of {@code pts} (by index, {@code stride} values each) and p. */
    private static double cross(double[] pts, int stride, int a, int b, double u, double v) {
        final int ia = stride * a, ib = stride * b;
        return (pts[ib] - pts[ia]) * (v - pts[ia + 1]) - (pts[ib + 1] - pts[ia + 1]) * (u - pts[ia]);
    }

    /** Whether (u, v) lies in {@link #facePolygon} (a convex polygon, counterclockwise) or on its edge. */
    private boolean inFace(double u, double v) {
        final double[] f = facePolygon;
        for (int i = 0, n = faceCount; i < n; i++) {
            int j = i + 1 == n ? 0 : i + 1;
            double eu = f[2 * j] - f[2 * i], ev = f[2 * j + 1] - f[2 * i + 1];
            if (eu * (v - f[2 * i + 1]) - ev * (u - f[2 * i]) < 0) return false;
        }
        return true;
    }

    /**
     * The height (m) of (px, py, pz) along {@link #patchNormal} over the ground {@link #ground} found:
     * over a box's or a hull's face its plane (NaN past the face's edge when {@code onFaceOnly}); over
     * a mesh the triangle a ray meets under it (NaN: none).
     */
    private double groundGap(Bodies bodies, BulletCollision collision, int other, double px, double py, double pz, double reach,
            boolean onFaceOnly) {
        final double nx = patchNormal[0], ny = patchNormal[1], nz = patchNormal[2];
        if (groundFace == MESH) return surfaceUnder(collision, other, px, py, pz, nx, ny, nz, reach);
        if (groundFace == CYLINDER_CAP) {
            final double height = px * nx + py * ny + pz * nz - faceHeight;
            if (onFaceOnly) { // nothing holds a point past the cap's rim
                final double dx = px - capCentre[0] - height * nx, dy = py - capCentre[1] - height * ny,
                        dz = pz - capCentre[2] - height * nz;
                if (dx * dx + dy * dy + dz * dz > capRadius * capRadius) return Double.NaN;
            }
            return height;
        }
        if (groundFace == HULL_FACE) {
            // nothing holds a point past the face's edge
            if (onFaceOnly && !inFace(px * faceBasis[0] + py * faceBasis[1] + pz * faceBasis[2],
                    px * faceBasis[3] + py * faceBasis[4] + pz * faceBasis[5])) return Double.NaN;
            return px * nx + py * ny + pz * nz - faceHeight;
        }
        final float[] half = bodies.boxHalfExtents;
        final double[] pos = bodies.pos, rb = boxMatrix;
        final int k = groundFace, u = (k + 1) % 3, v = (k + 2) % 3;
        final double hk = half[3 * other + k];
        final double dx = px - (pos[3 * other] + nx * hk), dy = py - (pos[3 * other + 1] + ny * hk), dz = pz - (pos[3 * other + 2] + nz * hk);
        // nothing holds a point past the face's edge
        if (onFaceOnly && (Math.abs(dx * rb[u] + dy * rb[3 + u] + dz * rb[6 + u]) > half[3 * other + u]
                || Math.abs(dx * rb[v] + dy * rb[3 + v] + dz * rb[6 + v]) > half[3 * other + v])) return Double.NaN;
        return dx * nx + dy * ny + dz * nz;
    }

    /**
     * A hull's points, or a box's eight corners, in the body's frame.
     */
    private float[] vertices(Bodies bodies, int body) {
        final btCollisionShape shape = bodies.shape[body];
        if (shape instanceof btConvexHullShape) return hulls.points((btConvexHullShape) shape);
        final float[] half = bodies.boxHalfExtents;
        for (int i = 0; i < 8; i++) {
            boxCorners[3 * i] = (i & 1) == 0 ? -half[3 * body] : half[3 * body];
            boxCorners[3 * i + 1] = (i & 2) == 0 ? -half[3 * body + 1] : half[3 * body + 1];
            boxCorners[3 * i + 2] = (i & 4) == 0 ? -half[3 * body + 2] : half[3 * body + 2];
        }
        return boxCorners;
    }

    /** How far the ground's surface lies out of the plane {@link #groundGap} measures from: a hull's margin (as a negative offset), 0 for a box. */
    private double groundMargin(Bodies bodies, int other) {
        return groundFace == HULL_FACE ? -bodies.shape[other].getMargin() : 0;
    }

    /**
     * The pair's points [start, end), on a hull (or box) lying flat on the ground's face: each takes
     * the face's normal, its foot on the ground moved under its point on the hull. Its distance stays
     * Bullet's, unless the ground was named loosely ({@link #looseGround}): Bullet's depths came with
     * normals tilted up to 11 degrees and 1-5 cm deep, and the point's height over the face
     * ({@code offset}: {@link #groundMargin}) replaces them. Recalibrating good depths from the
     * deepest point instead lifted every point of a fast hull by up to the calibration's
     * allowance, and it fell free for a step.
     */
    private void snapToFace(Bodies bodies, BulletCollision collision, ContactBuffer c, int start, int end, int hull, int other, double offset) {
        final double nx = patchNormal[0], ny = patchNormal[1], nz = patchNormal[2];
        for (int j = start; j < end; j++) {
            final int j3 = 3 * j;
            final boolean hullIsA = c.bodyA[j] == hull;
            final float[] on = hullIsA ? c.pointA : c.pointB, foot = hullIsA ? c.pointB : c.pointA;
            final double px = on[j3], py = on[j3 + 1], pz = on[j3 + 2];
            final double gap = looseGround ? groundGap(bodies, collision, other, px, py, pz, 0, false) + offset : c.distance[j];
            final double s = hullIsA ? 1 : -1; // the buffer's normal points from B to A
            c.normal[j3] = (float) (s * nx);
            c.normal[j3 + 1] = (float) (s * ny);
            c.normal[j3 + 2] = (float) (s * nz);
            c.distance[j] = (float) gap;
            foot[j3] = (float) (px - nx * gap);
            foot[j3 + 1] = (float) (py - ny * gap);
            foot[j3 + 2] = (float) (pz - nz * gap);
        }
    }

    /**
     * Whether the pair's deepest point lies where its distance says, over a box's face, a hull's face
     * or a cylinder's cap: the calibration {@code offset} (Bullet's distance less the point's height
     * over the face) is then the ground's margin off the face's plane (a hull's surface lies its margin
     * out of its points; a box's and a cylinder's are their planes), within {@code maxSpread}. Bullet's
     * GJK point for two cylinders was seen 25 mm up the body's side with a distance of 0: calibrated
     * there, every completed point stood 25 mm deep and the position solve threw the body up.
     */
    private boolean consistent(Bodies bodies, int other, double offset, double maxSpread) {
        if (groundFace == MESH) return true; // a mesh's ray and Bullet's triangle points share no plane to check against
        final double expected = groundMargin(bodies, other);
        return Math.abs(offset - expected) <= maxSpread;
    }

    /** A cylinder's half length along its axis, as Bullet collides it. */
    private static double halfLength(btCylinderShape cylinder) {
        final int up = cylinder.getUpAxis();
        final Vector3 half = cylinder.getHalfExtentsWithMargin();
        return up == 0 ? half.x : up == 1 ? half.y : half.z;
    }

    /** Whether the shape is one of the world's cones ({@link #disc}: a compound of one cone). */
    private boolean cone(btCollisionShape shape) {
        if (!(shape instanceof btCompoundShape)) return false;
        final double[] disc = disc(shape);
        return disc != null && disc[6] == 0;
    }

    /** A cylinder or capsule, by its body's {@link Bodies#shapeClass}. */
    private static boolean round(byte kind) {
        return kind == Bodies.CYLINDER || kind == Bodies.CAPSULE;
    }

    /** {@link #cone(btCollisionShape)} of body i's shape, which only a compound can be. */
    private boolean cone(Bodies bodies, int i) {
        return bodies.shapeClass[i] == Bodies.COMPOUND && cone(bodies.shape[i]);
    }

    /**
     * Whether the cylinder or capsule {@code round} lies on its side on a surface of normal n: its
     * axis within {@link #LYING_SINE} of the surface, and tipped by less than its radius over its
     * length (a raised end's contact is speculative, idle unless it closes); a coin lying on its flat
     * face is not lying on its side. When it does, {@link #line} holds its radius, half length and
     * axis (world).
     */
    private boolean lying(Bodies bodies, int round, double nx, double ny, double nz) {
        final btCollisionShape shape = bodies.shape[round];
        final int upAxis;
        final double radius, halfLength;
        if (shape instanceof btCapsuleShape) {
            btCapsuleShape capsule = (btCapsuleShape) shape;
            upAxis = capsule.getUpAxis();
            radius = capsule.getRadius();
            halfLength = capsule.getHalfHeight();
        } else {
            btCylinderShape cylinder = (btCylinderShape) shape;
            upAxis = cylinder.getUpAxis();
            radius = cylinder.getRadius();
            halfLength = halfLength(cylinder);
        }
        final double[] r = faceMatrix;
        Rotations.toMatrix(bodies.rot[4 * round], bodies.rot[4 * round + 1], bodies.rot[4 * round + 2], bodies.rot[4 * round + 3], r, 0);
        final double ax = r[upAxis], ay = r[3 + upAxis], az = r[6 + upAxis];
        double tip = Math.abs(ax * nx + ay * ny + az * nz);
        if (tip > LYING_SINE || 2 * halfLength * tip > radius) return false;
        line[0] = radius;
        line[1] = halfLength;
        line[2] = ax;
        line[3] = ay;
        line[4] = az;
        return true;
    }

    /**
     * Casts a ray along -n through (px, py, pz), from {@code reach} above it to {@code reach} below,
     * against the surface body alone: the point's height over the triangle it meets, along n, or NaN
     * when it meets none turned to n within {@link #FLAT_COSINE}.
     */
    private double surfaceUnder(BulletCollision collision, int surface, double px, double py, double pz, double nx, double ny, double nz,
            double reach) {
        if (!collision.rayToBody(surface, px + nx * reach, py + ny * reach, pz + nz * reach, px - nx * reach, py - ny * reach, pz - nz * reach, hit))
            return Double.NaN;
        double ml = Math.sqrt(hit[4] * hit[4] + hit[5] * hit[5] + hit[6] * hit[6]);
        if (!(Math.abs(hit[4] * nx + hit[5] * ny + hit[6] * nz) >= FLAT_COSINE * ml)) return Double.NaN; // a triangle not of the patch
        return (px - hit[1]) * nx + (py - hit[2]) * ny + (pz - hit[3]) * nz;
    }

    /** Whether the two bodies' velocities now carry the pair's deepest point apart along its face faster than {@code speed} (m/s). */
    private boolean slides(Bodies bodies, ContactBuffer c, int k, int a, int b, double speed) {
        final double[] pos = bodies.pos, r = arms;
        final int k3 = 3 * k;
        // both bodies' velocities at A's point
        for (int side = 0; side < 2; side++) {
            int i = side == 0 ? a : b;
            for (int d = 0; d < 3; d++) r[3 * side + d] = c.pointA[k3 + d] - pos[3 * i + d];
        }
        ContactRows.relativeVelocity(bodies.vel, a, b, r, relative);
        double vx = relative[0], vy = relative[1], vz = relative[2];
        double nx = c.normal[k3], ny = c.normal[k3 + 1], nz = c.normal[k3 + 2];
        double along = vx * nx + vy * ny + vz * nz;
        double tx = vx - along * nx, ty = vy - along * ny, tz = vz - along * nz;
        return tx * tx + ty * ty + tz * tz > speed * speed;
    }

    /** Whether one of {@code points}' points start..end (3 floats each) lies nearer (x, y, z) than sqrt(cover2). */
    private static boolean covered(float[] points, int start, int end, double x, double y, double z, double cover2) {
        for (int j = start; j < end; j++) {
            int j3 = 3 * j;
            double dx = points[j3] - x, dy = points[j3 + 1] - y, dz = points[j3 + 2] - z;
            if (dx * dx + dy * dy + dz * dz < cover2) return true;
        }
        return false;
    }

    /**
     * Whether a point among [start, end) lies on the line through (x, y, z) along the unit axis a,
     * within {@code onLine} (m) of it, and within {@code along} of (x, y, z) along it. A rolling
     * body's manifold keeps the points it found in earlier steps, which the roll has carried back and
     * up off the line it now rests on (at 1 m/s a step's roll moves them 17 mm): near an end, they
     * would pass for it and leave the end unheld.
     */
    private static boolean coveredOnLine(float[] points, int start, int end, double x, double y, double z, double ax, double ay, double az,
            double along, double onLine) {
        for (int j = start; j < end; j++) {
            int j3 = 3 * j;
            double dx = points[j3] - x, dy = points[j3 + 1] - y, dz = points[j3 + 2] - z;
            double t = dx * ax + dy * ay + dz * az;
            double ox = dx - t * ax, oy = dy - t * ay, oz = dz - t * az;
            if (Math.abs(t) < along && ox * ox + oy * oy + oz * oz < onLine * onLine) return true;
        }
        return false;
    }

    /**
     * Appends a contact at body x's point p, its foot a gap along -n on the other body (n out of the
     * other toward x), in the pair's order in the buffer: x first when {@code xIsA}.
     */
    private void appendOn(ContactBuffer c, boolean xIsA, int x, int other, double px, double py, double pz, double nx, double ny, double nz,
            double gap, BulletCollision collision) {
        double qx = px - nx * gap, qy = py - ny * gap, qz = pz - nz * gap;
        if (xIsA) ContinuousCollision.appendContact(c, x, other, px, py, pz, qx, qy, qz, nx, ny, nz, gap, collision);
        else ContinuousCollision.appendContact(c, other, x, qx, qy, qz, px, py, pz, -nx, -ny, -nz, gap, collision);
        added++;
    }

    private static double halfDiagonal(float[] half, int i) {
        double x = half[3 * i], y = half[3 * i + 1], z = half[3 * i + 2];
        return Math.sqrt(x * x + y * y + z * z);
    }

    private void completePair(Bodies bodies, BulletCollision collision, ContactBuffer c, int start, int end, int deepest, int a, int b,
            double maxSpread) {
        final int d3 = 3 * deepest;
        final float[] half = bodies.boxHalfExtents;
        double smallest = Double.POSITIVE_INFINITY;
        for (int i = 0; i < 3; i++) {
            halfA[i] = half[3 * a + i];
            halfB[i] = half[3 * b + i];
            smallest = Math.min(smallest, Math.min(halfA[i], halfB[i]));
        }
        final double maxGap = c.distance[deepest] + maxSpread;
        if (patch.build(bodies.pos, bodies.rot, a, b, halfA, halfB, c.normal[d3], c.normal[d3 + 1], c.normal[d3 + 2], maxGap)
                < LandingPatch.MAX_POINTS) return; // a corner stands off: an edge or a corner rests, not a face
        final double cover = COVER_SHARE * smallest, cover2 = cover * cover;
        final double nx = patch.normal(0), ny = patch.normal(1), nz = patch.normal(2);
        for (int i = 0; i < LandingPatch.MAX_POINTS; i++) {
            double px = patch.pointA(i, 0), py = patch.pointA(i, 1), pz = patch.pointA(i, 2);
            if (covered(c.pointA, start, end, px, py, pz, cover2)) continue;
            ContinuousCollision.appendContact(c, a, b, px, py, pz, patch.pointB(i, 0), patch.pointB(i, 1), patch.pointB(i, 2), nx, ny, nz,
                    patch.gap(i), collision);
            added++;
        }
    }

    /** Corners the last {@link #complete} added. */
    int added() {
        return added;
    }

    /**
     * Contacts the last {@link #complete} added on a hull's face (or a box's on a hull's face or a
     * cap): their indices in the buffer, {@link #faceContact}. These are completed at rest too, so
     * they are warm-started from the last step's ({@link ContactSeed#captureOf}, {@link ContactSeed#applyTo}).
     */
    int faceContacts() {
        return faceContacts;
    }

    /** The buffer indices of the {@link #faceContacts}, in the array's first that many entries. */
    int[] faceContactIndices() {
        return faceContact;
    }

    /** Forgets the face contacts (a step without the completion). */
    void forgetFaceContacts() {
        faceContacts = 0;
    }
}
