package io.github.gdxnsc.desktop;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Entry point of {@code gdx-nsc-desktop.jar}. The first argument picks the job; with none (or
 * only options) it is {@code demo}.
 */
@Command(name = "gdx-nsc-desktop", mixinStandardHelpOptions = true, version = "gdx-nsc 0.1.0-SNAPSHOT",
        description = "gdx-nsc: the demo game (default), the bench, and the offline solving jobs fclib and replay.",
        subcommands = {
            DemoCommand.class,
            io.github.gdxnsc.desktop.bench.BenchCommand.class,
            io.github.gdxnsc.desktop.fclib.FclibCommand.class,
            io.github.gdxnsc.desktop.fclib.ReplayCommand.class,
        })
public final class Main {

    /**
     * Options renamed to the NscConfig field they set (a config setting has one name, its field's),
     * with what to write now: the old spelling gets one line saying so.
     */
    static final java.util.Map<String, String> RENAMED_OPTIONS = java.util.Map.of(
            "--iterations", "--maxIterations",
            "--warm-start", "--warmStart",
            "--slip-correction", "--set slipCorrection=on|off",
            "--time-step", "--timeStep",
            "--contact", "--contactMethod");

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit code (tests call this rather than main). */
    public static int run(String... args) {
        return run(new java.io.PrintWriter(System.out, true), new java.io.PrintWriter(System.err, true), args);
    }

    /** As {@link #run(String...)}, printing to the given writers (tests read them). */
    public static int run(java.io.PrintWriter out, java.io.PrintWriter err, String... args) {
        CommandLine cli = new CommandLine(new Main());
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler(Main::oneLineUsageError);
        cli.setExecutionExceptionHandler(Main::oneLineBadValue);
        String unknown = unknownJob(cli, args);
        if (unknown != null) {
            err.println("error: " + unknown);
            err.flush();
            return 2;
        }
        return cli.execute(withDefaultSubcommand(cli, args));
    }

    /**
     * A mistyped option or a malformed value: one line saying what was wrong and listing the
     * command's valid options, instead of picocli's usage page.
     */
    static int oneLineUsageError(CommandLine.ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        String message = e.getMessage();
        String renamed = e instanceof CommandLine.UnmatchedArgumentException ? renamedOption(((CommandLine.UnmatchedArgumentException) e).getUnmatched()) : null;
        if (renamed != null) {
            message = renamed;
        } else if (e instanceof CommandLine.UnmatchedArgumentException) {
            java.util.List<String> names = new java.util.ArrayList<>();
            for (CommandLine.Model.OptionSpec o : cmd.getCommandSpec().options()) names.add(o.longestName());
            message = message + "; valid options of '" + cmd.getCommandName() + "': " + String.join(", ", names);
        }
        cmd.getErr().println("error: " + message);
        cmd.getErr().flush();
        return 2;
    }

    /** "--iterations is now --maxIterations" for the first renamed option among {@code args}, or null. */
    static String renamedOption(java.util.List<String> args) {
        for (String a : args) {
            int eq = a.indexOf('=');
            String name = eq < 0 ? a : a.substring(0, eq);
            String now = RENAMED_OPTIONS.get(name);
            if (now != null) return name + " is now " + now + " (the NscConfig field's name)";
        }
        return null;
    }

    /**
     * A value the command itself refused (an unknown scene or solver name, an out-of-range number):
     * the IllegalArgumentException's one line, which lists the valid names, and no stack trace.
     */
    static int oneLineBadValue(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) throws Exception {
        if (!(e instanceof IllegalArgumentException)) throw e;
        String m = e.getMessage() == null ? e.toString() : e.getMessage();
        int nl = m.indexOf('\n');
        cmd.getErr().println("error: " + (nl < 0 ? m : m.substring(0, nl)));
        cmd.getErr().flush();
        return 2;
    }

    /**
     * "unknown job 'demoo'; jobs: ..." when the first argument is a word that names no job: the
     * demo takes no positional arguments, so a bare word first is always a mistyped job (never an
     * option's value, which follows its option).
     */
    static String unknownJob(CommandLine cli, String[] args) {
        if (args.length == 0 || args[0].startsWith("-") || cli.getSubcommands().containsKey(args[0])) return null;
        return "unknown job '" + args[0] + "'; jobs: " + String.join(", ", cli.getSubcommands().keySet())
                + " (with none, or only options, the job is demo)";
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
