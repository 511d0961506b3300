package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * A semicircular masonry arch: {@link #VOUSSOIRS} convex-hull voussoirs (flat-faced wedges, the
 * joints between them radial) of thickness over mean radius 0.25, resting on two static piers,
 * released touching. It stands by friction and by its thrust line alone, so it tests what the
 * budget makes of many hull-hull contacts that must stick.
 *
 * <p>The least friction with which it can stand, {@link #LEAST_FRICTION}: with equal voussoirs and
 * the load symmetric, the joint at angle phi from the springing carries the horizontal thrust H
 * and the weight W of the voussoirs between it and the crown, so it needs a friction of
 * |W sin phi - H cos phi| / (W cos phi + H sin phi); the best H makes the neediest joint ask for
 * 0.307 (the test computes it from the scene's own numbers). A lower-bound linear program over
 * every joint's normal force, shear and moment gives the same figure: at that thrust the line of
 * thrust is inside the arch, so no joint must hinge. The {@code arch} scene has twice that
 * friction and must stand; {@code arch-slip} has less and must slide and fall.
 *
 * <p>Every body of the arch (piers and voussoirs) has friction sqrt(mu), so each contact's friction,
 * the product of its two bodies' (both engines' rule), is mu.
 */
public final class ArchScene extends Scene {
    public static final int VOUSSOIRS = 11;
    /** Radius of the arch's centre line and its thickness (m): t / R = 0.25. */
    public static final float RADIUS = 2f, THICKNESS = 0.5f;
    /** Depth of the arch along z (m). */
    public static final float DEPTH = 0.6f;
    /** Height of the piers' tops, where the arch springs (m). */
    public static final float SPRINGING_Y = 1f;
    public static final float VOUSSOIR_KG = 50f;
    /** The least friction the arch needs to stand (see the class comment). */
    public static final float LEAST_FRICTION = 0.307f;
    /** The two scenes' friction: about twice the least, and just under it. */
    public static final float STANDING_MU = 0.6f, SLIPPING_MU = 0.28f;
    /** Body handles: the ground 0, the piers 1 and 2, then the voussoirs from the right springing (x > 0) over the crown to the left. */
    public static final int FIRST_VOUSSOIR = 3;
    /** How far a pier reaches beyond the arch's faces (m). */
    static final float PIER_OVERHANG = 0.25f;

    private final float mu;

    private ArchScene(String name, String summary, Expectation expectation, float mu) {
        super(name, summary, expectation);
        this.mu = mu;
    }

    /** Friction {@link #STANDING_MU}: stands. */
    public static ArchScene standing() {
        return new ArchScene("arch", "a semicircular arch of " + VOUSSOIRS + " hull voussoirs (t/R 0.25), friction 0.6, twice the 0.307 it needs",
                Expectation.STAYS, STANDING_MU);
    }

    /** Friction {@link #SLIPPING_MU}: below what it needs, falls. */
    public static ArchScene slipping() {
        return new ArchScene("arch-slip", "the arch with friction 0.28, under the 0.307 it needs: its joints slip and it falls",
                Expectation.FALLS, SLIPPING_MU);
    }

    /** The friction of every contact of the arch. */
    public float mu() {
        return mu;
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        float bodyMu = (float) Math.sqrt(mu);
        float inner = RADIUS - THICKNESS / 2, outer = RADIUS + THICKNESS / 2;
        float pierHalfX = THICKNESS / 2 + PIER_OVERHANG, pierHalfY = SPRINGING_Y / 2, pierHalfZ = DEPTH / 2 + PIER_OVERHANG;
        for (int side = 1; side >= -1; side -= 2)
            sink.addBody(spec.reset().box(pierHalfX, pierHalfY, pierHalfZ).fixed().at(side * RADIUS, pierHalfY, 0).friction(bodyMu));
        float[] points = voussoirPoints(inner, outer);
        float centroid = centroidRadius(inner, outer);
        double wedge = Math.PI / VOUSSOIRS;
        for (int k = 0; k < VOUSSOIRS; k++) {
            double middle = (k + 0.5) * wedge; // the voussoir's middle, from the right springing
            float degrees = (float) Math.toDegrees(middle - Math.PI / 2); // turns local +y onto the radius at 'middle'
            sink.addBody(spec.reset().hull(points).mass(VOUSSOIR_KG).rotated(0, 0, 1, degrees)
                    .at((float) (centroid * Math.cos(middle)), SPRINGING_Y + (float) (centroid * Math.sin(middle)), 0).friction(bodyMu));
        }
        return SceneAction.NONE;
    }

    /**
     * One voussoir in its own frame: local y along its middle radius, x along the arch (the joint
     * at the smaller angle on +x), z across; the origin at the centroid of its cross-section.
     */
    static float[] voussoirPoints(float inner, float outer) {
        double half = Math.PI / VOUSSOIRS / 2;
        float c = centroidRadius(inner, outer), s = (float) Math.sin(half), co = (float) Math.cos(half);
        float[] radius = {inner, outer, outer, inner}, side = {1, 1, -1, -1};
        float[] points = new float[3 * 8];
        for (int i = 0; i < 8; i++) {
            int corner = i % 4;
            points[3 * i] = side[corner] * radius[corner] * s;
            points[3 * i + 1] = radius[corner] * co - c;
            points[3 * i + 2] = i < 4 ? DEPTH / 2 : -DEPTH / 2;
        }
        return points;
    }

    /**
     * Distance from the arch's centre to the centroid of a voussoir's cross-section, a trapezium
     * with parallel sides 2 r sin(a) at heights r cos(a) (a half the wedge angle, r the inner and
     * outer radius): the centroid of a trapezium of height h with parallel sides a (at 0) and b is
     * at h (a + 2b) / (3 (a + b)).
     */
    static float centroidRadius(float inner, float outer) {
        double half = Math.PI / VOUSSOIRS / 2;
        double a = 2 * inner * Math.sin(half), b = 2 * outer * Math.sin(half);
        double y0 = inner * Math.cos(half), h = (outer - inner) * Math.cos(half);
        return (float) (y0 + h * (a + 2 * b) / (3 * (a + b)));
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(0, SPRINGING_Y + RADIUS * 0.55f, 0);
        outEye.set(2.5f, SPRINGING_Y + RADIUS * 0.9f, 8.5f);
    }
}
