package io.github.gdxnsc.demo.engines;

/**
 * Which engine the demo runs the scene in: ours, Bullet's own dynamics world with its sequential
 * impulse solver, or both side by side from one camera (the overlay's engine switch, key F4).
 */
public enum EngineMode {
    NSC("nsc"), BULLET_SI("bullet-si"), SPLIT("split");

    /** The name the overlay and the bench use. */
    public final String label;

    EngineMode(String label) {
        this.label = label;
    }

    public boolean runsNsc() {
        return this != BULLET_SI;
    }

    public boolean runsBullet() {
        return this != NSC;
    }

    /** The mode named {@code name} ("nsc", "bullet-si", "split"; any case); the names in the message otherwise. */
    public static EngineMode parse(String name) {
        for (EngineMode m : values()) if (m.label.equalsIgnoreCase(name)) return m;
        throw new IllegalArgumentException("unknown engine '" + name + "': nsc, bullet-si or split");
    }

    public EngineMode next() {
        EngineMode[] all = values();
        return all[(ordinal() + 1) % all.length];
    }

    @Override
    public String toString() {
        return label;
    }
}
