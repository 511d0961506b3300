package io.github.gdxnsc.desktop;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Entry point of {@code gdx-nsc-desktop.jar}. The first argument picks the job; with none (or
 * only options) it is {@code demo}.
 */
@Command(name = "gdx-nsc-desktop", mixinStandardHelpOptions = true, version = "gdx-nsc 0.1.0-SNAPSHOT",
        description = "gdx-nsc: the demo game (default) and the bench.",
        subcommands = {
            DemoCommand.class,
            io.github.gdxnsc.desktop.bench.BenchCommand.class,
        })
public final class Main {

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit code (tests call this rather than main). */
    public static int run(String... args) {
        CommandLine cli = new CommandLine(new Main());
        return cli.execute(withDefaultSubcommand(cli, args));
    }

    /** Prepends "demo" unless the first argument already names a subcommand or asks for help/version. */
    static String[] withDefaultSubcommand(CommandLine cli, String[] args) {
        if (args.length > 0 && (cli.getSubcommands().containsKey(args[0])
                || args[0].equals("-h") || args[0].equals("--help") || args[0].equals("-V") || args[0].equals("--version"))) {
            return args;
        }
        String[] withDemo = new String[args.length + 1];
        withDemo[0] = "demo";
        System.arraycopy(args, 0, withDemo, 1, args.length);
        return withDemo;
    }
}
