package io.github.gdxnsc.desktop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The command line, without opening a window. */
class MainTest {
    private final CommandLine cli = new CommandLine(new Main());

    @Test
    void demoIsTheDefaultJob() {
        assertArrayEquals(new String[] {"demo"}, Main.withDefaultSubcommand(cli, new String[0]));
        assertArrayEquals(new String[] {"demo", "--scene", "pile"}, Main.withDefaultSubcommand(cli, new String[] {"--scene", "pile"}));
        assertArrayEquals(new String[] {"demo", "--frames", "5"}, Main.withDefaultSubcommand(cli, new String[] {"demo", "--frames", "5"}));
        assertArrayEquals(new String[] {"--help"}, Main.withDefaultSubcommand(cli, new String[] {"--help"}));
    }

    @Test
    void unknownSceneOrSolverFailsBeforeAnyWindowOpens() {
        assertNotEquals(0, Main.run("--scene", "no-such-scene"));
        assertNotEquals(0, Main.run("--solver", "no-such-solver"));
        assertNotEquals(0, Main.run("--maxIterations", "0"));
    }
}
