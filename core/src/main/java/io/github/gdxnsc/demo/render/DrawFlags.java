package io.github.gdxnsc.demo.render;

/**
 * The debug-draw options the overlay's Draw section turns on and off, as Bullet's example browser
 * and Jolt's samples offer them: wireframe shapes instead of solid bodies, bounding boxes, centres of
 * mass, contact points and normals (apart from the force arrows, F2), islands and joint limits.
 */
public final class DrawFlags {
    public static final int WIREFRAME = 0, BOUNDS = 1, CENTRES = 2, CONTACTS = 3, ISLANDS = 4, JOINT_LIMITS = 5;
    /** The check boxes' labels, by index (short: three to a row in the Solver window; the tooltips say more). */
    public static final String[] NAMES = {"wireframe", "bounds", "centres", "contacts", "islands", "limits"};
    /** Each option's tooltip, by index. */
    public static final String[] HELP = {
        "Wireframe: every body's shape as lines (the world's DebugDrawer) instead of solid",
        "Bounding boxes: each body's axis-aligned box, orange, drawn over everything",
        "Centres of mass: each dynamic body's centre and axes, x red, y green, z blue",
        "Contact points of the last step with their normals, red (pink where the points are still apart); the forces are F2",
        "Islands, the sets of dynamic bodies linked by contacts and joints that sleep and wake together: a box around each, one colour each",
        "Joint limits, lime: a slider's travel between its limits, a cone-twist joint's swing cone"};

    private final boolean[] on = new boolean[NAMES.length];

    public boolean get(int flag) {
        return on[flag];
    }

    public void set(int flag, boolean value) {
        on[flag] = value;
    }

    /** Whether anything beyond the solid bodies is asked for. */
    public boolean any() {
        for (boolean b : on) if (b) return true;
        return false;
    }

    /** The options on, comma separated ("none" when none): for the smoke report. */
    public String describe() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < on.length; i++) if (on[i]) s.append(s.length() > 0 ? ", " : "").append(NAMES[i]);
        return s.length() > 0 ? s.toString() : "none";
    }
}
