package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gdxnsc.stats.Stage;
import io.github.gdxnsc.stats.StepStats;
import io.github.gdxnsc.stats.ThreadProfile;
import org.junit.jupiter.api.Test;

/**
 * The world's per-thread profile: on a 400-box grid with two threads, no thread is busy in a stage
 * longer than the stage took, the stepping thread works in the parallel stages, and the numbers
 * are those of the last step.
 */
class ThreadProfileTest {
    @Test
    void noThreadIsBusyLongerThanItsStageAndTheSteppingThreadWorks() {
        NscConfig config = Scenes.config(2);
        NscWorld w = new NscWorld(config);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(30, 0.5f, 30)).mass(0).position(0, -0.5f, 0));
            for (int i = 0; i < 20; i++)
                for (int j = 0; j < 20; j++)
                    w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).position(i * 1.2f - 12, 0.5f, j * 1.2f - 12));
            long callerBusy = 0;
            for (int k = 0; k < 30; k++) {
                w.stepOnce();
                StepStats st = w.getLastStats();
                ThreadProfile p = st.threadProfile;
                assertEquals(2, p.threads());
                for (Stage s : Stage.all()) {
                    for (int t = 0; t < 2; t++) {
                        assertTrue(p.busyNanos(t, s) <= st.nanos(s), "step " + k + ", thread " + t + " in " + s.label + ": busy "
                                + p.busyNanos(t, s) + " ns of the stage's " + st.nanos(s) + " ns");
                    }
                }
                callerBusy += p.busyNanos(0);
            }
            assertTrue(callerBusy > 0, "the stepping thread ran loops of the pool");
        } finally {
            w.dispose();
        }
    }
}
