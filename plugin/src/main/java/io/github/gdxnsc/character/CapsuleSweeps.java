package io.github.gdxnsc.character;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RayHit;

/**
 * The capsule's moves through the world's queries: a sweep, collide-and-slide along what it hits,
 * and the face normal under a hit. Positions are the capsule's centre; up is +Y. The capsule is
 * kept {@link #SKIN} away from every surface, so each sweep starts clear of contact (Bullet's
 * convex cast reports nothing for a shape that starts touching and moves away).
 */
final class CapsuleSweeps {
    /** Gap kept between the capsule and every surface (m). */
    static final float SKIN = 0.01f;
    /** Collide-and-slide iterations per move: a corner takes two planes, a third is rare. */
    private static final int MAX_SLIDES = 4;
    /** How high on the lower hemisphere (in radii) a touch still counts as the feet's: about 25 degrees off straight down (a platform's edge under the rim). */
    private static final float FEET_RISE = 0.1f;
    /** Moves shorter than this are dropped (m). */
    private static final float MIN_MOVE = 1e-5f;

    /** What touched the capsule during a walk: steep surfaces block (steps are tried), dynamic bodies are pushed. */
    interface HitHandler {
        void touched(RayHit hit);
    }

    private final NscWorld world;
    btConvexShape shape;
    /** Half the height of the shape's cylindrical part: where its axis segment ends. */
    float halfHeight;
    final float radius;
    short mask = -1;
    /** Filter groups of one-way platforms: the capsule passes through them but from above (0: none). */
    short oneWay;
    /** The character is rising (a jump): no one-way platform holds it, not even one its probe for ground finds under its feet. */
    boolean rising;
    final RayHit hit = new RayHit();
    private final RayHit faceHit = new RayHit();
    private final Matrix4 fromM = new Matrix4(), toM = new Matrix4();
    private final Vector3 target = new Vector3(), remaining = new Vector3(), normal = new Vector3();
    private final Vector3 previous = new Vector3(), crease = new Vector3(), rayFrom = new Vector3(), rayTo = new Vector3();

    CapsuleSweeps(NscWorld world, btConvexShape shape, float halfHeight, float radius) {
        this.world = world;
        this.shape = shape;
        this.halfHeight = halfHeight;
        this.radius = radius;
    }

    /**
     * The contact's normal from the capsule's own geometry: from the touching point to the
     * nearest point of the capsule's axis segment (the capsule at {@code centre}). A capsule on a
     * step's edge gets the edge's true tilt, where a convex cast grazing a face can report any
     * normal within its tolerance. Falls back to the query's normal for a point on the axis.
     */
    Vector3 contactNormal(Vector3 centre, Vector3 point, Vector3 queryNormal, Vector3 out) {
        float axisY = Math.max(centre.y - halfHeight, Math.min(centre.y + halfHeight, point.y));
        out.set(centre.x - point.x, axisY - point.y, centre.z - point.z);
        float len = out.len();
        return len > 1e-5f ? out.scl(1 / len) : out.set(queryNormal);
    }

    /**
     * Closest hit of the capsule moved from one centre to another, into {@link #hit}. A one-way
     * platform's hit counts only when the capsule lands on it: not rising, and touching it with the
     * bottom of its lower hemisphere (its feet at or above the touching point); otherwise the sweep
     * is made again without the one-way groups.
     */
    boolean sweep(Vector3 from, Vector3 to) {
        if (from.dst2(to) < MIN_MOVE * MIN_MOVE) return false;
        fromM.setToTranslation(from);
        toM.setToTranslation(to);
        if (!world.sweep(shape, fromM, toM, mask, hit)) return false;
        if (oneWay == 0 || hit.body == null || (hit.body.getFilterGroup() & oneWay) == 0 || landsOn(from, to)) return true;
        return world.sweep(shape, fromM, toM, (short) (mask & ~oneWay), hit);
    }

    /** Whether the capsule, moving from one centre to another, meets {@link #hit} from above with its feet. */
    private boolean landsOn(Vector3 from, Vector3 to) {
        if (rising || to.y > from.y) return false;
        float bottom = from.y + (to.y - from.y) * hit.fraction - halfHeight - radius;
        return hit.point.y <= bottom + FEET_RISE * radius;
    }

    /**
     * Moves {@code centre} by {@code displacement}, sliding along what it hits. Walking, a surface
     * no steeper than {@code cosMaxSlope} is climbed at the same horizontal speed and a steeper one
     * acts as a vertical wall (so a slope cannot be walked up by sliding along it); not walking,
     * every surface takes the plain projection. Returns whether a wall or steep surface blocked a walk.
     */
    boolean slide(Vector3 centre, Vector3 displacement, boolean walking, float cosMaxSlope, HitHandler handler) {
        remaining.set(displacement);
        boolean blocked = false;
        int planes = 0;
        for (int iter = 0; iter < MAX_SLIDES; iter++) {
            float len = remaining.len();
            if (len < MIN_MOVE) break;
            target.set(centre).add(remaining);
            if (!sweep(centre, target)) {
                centre.set(target);
                break;
            }
            contactNormal(crease.set(centre).mulAdd(remaining, hit.fraction), hit.point, hit.normal, normal);
            float dist = hit.fraction * len;
            float approach = -remaining.dot(normal) / len;
            // back off along the move so that the gap to the plane is SKIN
            float advance = approach > 0.01f ? Math.max(0, dist - SKIN / approach) : Math.max(0, dist - SKIN);
            centre.mulAdd(remaining, advance / len);
            remaining.scl(1 - advance / len);
            if (walking && handler != null) handler.touched(hit);
            if (walking && normal.y >= cosMaxSlope) {
                // walkable: keep the horizontal move, rise along the surface
                float into = remaining.dot(normal);
                if (into < 0) remaining.y -= into / normal.y;
            } else {
                if (walking) {
                    blocked = true;
                    if (normal.y > 0) {
                        normal.y = 0;
                        if (normal.len2() < 1e-8f) break;
                        normal.nor();
                    }
                }
                float into = remaining.dot(normal);
                if (into < 0) remaining.mulAdd(normal, -into);
            }
            if (planes > 0 && remaining.dot(previous) < -1e-6f) {
                // caught between two planes: only their crease is free
                crease.set(previous).crs(normal);
                if (crease.len2() < 1e-8f) break;
                crease.nor();
                remaining.set(crease).scl(remaining.dot(crease));
            }
            previous.set(normal);
            planes++;
        }
        return blocked;
    }

    /**
     * The normal that says whether a hit below can be stood on, for the capsule at
     * {@code centre} touching it. The contact's geometric normal when walkable (replaced by the
     * face's own normal under the contact, toward the axis, when that face is walkable too: a
     * slope reports its plane); when steep, the contact may be the edge of a walkable face that
     * lies away from the axis (the rim of the capsule on a step's edge): then that face's normal.
     */
    Vector3 supportNormal(Vector3 centre, RayHit h, float cosMaxSlope, Vector3 out) {
        contactNormal(centre, h.point, h.normal, out);
        boolean walkable = out.y >= cosMaxSlope;
        if (faceRay(centre, h, walkable ? 0.01f : -0.02f) && faceHit.normal.y >= cosMaxSlope) out.set(faceHit.normal);
        return out;
    }

    /** A short vertical ray at the hit point moved {@code inset} metres horizontally toward the capsule's axis (away if negative). */
    private boolean faceRay(Vector3 centre, RayHit h, float inset) {
        float dx = centre.x - h.point.x, dz = centre.z - h.point.z;
        float d = (float) Math.sqrt(dx * dx + dz * dz);
        float k = d > 1e-4f ? (inset > 0 ? Math.min(inset, d) : inset) / d : 0;
        rayFrom.set(h.point.x + dx * k, h.point.y + 0.05f, h.point.z + dz * k);
        rayTo.set(rayFrom.x, h.point.y - 0.05f, rayFrom.z);
        return world.rayCast(rayFrom, rayTo, mask, faceHit) && faceHit.body == h.body;
    }
}
