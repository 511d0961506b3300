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

    /** {@link #targetContacts}, or {@code sceneDefault} when it is 0. */
    public int contactsOr(int sceneDefault) {
        return targetContacts > 0 ? targetContacts : sceneDefault;
    }
}
