package io.github.gdxnsc.demo.scenes;

/** Knobs that scale a scene without changing what it is. Plain data; the bench sweeps it. */
public final class SceneParams {
    /**
     * Approximate number of contact points the scene should hold once it settles; 0 = the
     * scene's own default. Read by the scenes whose size is free (pile: 1,000 to 20,000;
     * pyramid and wall scale their base); the others are fixed tests and ignore it.
     */
    public int targetContacts;
    /** Seed for scenes with random sizes or jitter (pile). Same seed, same scene, bit for bit. */
    public long seed = 1L;
    /** Values of the scenes' declared {@link SceneParameter}s, by name; a scene without one here uses its default. */
    private final java.util.TreeMap<String, Float> values = new java.util.TreeMap<>();

    public static SceneParams defaults() {
        return new SceneParams();
    }

    public SceneParams targetContacts(int contacts) {
        if (contacts < 0) throw new IllegalArgumentException("targetContacts must be >= 0, was " + contacts);
        targetContacts = contacts;
        return this;
    }

    public SceneParams seed(long seed) {
        this.seed = seed;
        return this;
    }

    /** Sets a scene parameter's value (unchecked: {@link SceneParameter#set} checks it against the scene's range). */
    public SceneParams value(String name, float value) {
        values.put(name, value);
        return this;
    }

    /** The value set for {@code name}, or {@code sceneDefault}. */
    public float valueOr(String name, float sceneDefault) {
        Float v = values.get(name);
        return v != null ? v : sceneDefault;
    }

    /** Back to every scene's defaults (a scene change: one scene's knobs are not another's). */
    public void clearValues() {
        values.clear();
    }

    /** {@link #targetContacts}, or {@code sceneDefault} when it is 0. */
    public int contactsOr(int sceneDefault) {
        return targetContacts > 0 ? targetContacts : sceneDefault;
    }
}
