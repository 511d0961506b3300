package io.github.gdxnsc.desktop.bench;

import io.github.gdxnsc.world.ConfigFields;
import io.github.gdxnsc.world.NscConfig;

/** The probes' world settings: the defaults as the bench runs them, then {@code field=value} arguments. */
final class ProbeSettings {
    private ProbeSettings() {
    }

    /** The defaults with {@code threads} workers and sleeping off (as the bench), then args[first..] as {@code field=value}. */
    static NscConfig of(int threads, String[] args, int first) {
        NscConfig c = NscConfig.defaults();
        c.threads = threads;
        c.allowSleep = false;
        for (int i = first; i < args.length; i++) {
            String[] kv = args[i].split("=", 2);
            ConfigFields.byName(kv[0]).parse(c, kv[1]);
        }
        return c;
    }
}
