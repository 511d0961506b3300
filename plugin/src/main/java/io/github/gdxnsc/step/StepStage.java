package io.github.gdxnsc.step;

import io.github.gdxnsc.stats.Stage;

/** One stage of the step: it reads and writes the context alone; its class doc lists what it reads and writes. */
interface StepStage {
    /** Which stage this is (its label, help, and slot in the step's stats). */
    Stage stage();

    void run(StepContext ctx);
}
