import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Compiles each folder's Main.java into that folder, then runs each sample's
 * Main, one after the other, all in this one JVM (tests/samples/run-samples.test.ts):
 * starting a JVM per sample, as `java Main.java` or `java -cp folder Main` does,
 * costs about a second of CPU each, most of this suite's time. Each sample's
 * class is loaded from its own folder by a loader of its own, and what it prints
 * is caught and written after a line `@@@ <folder> ok` (or `error`, with what it
 * threw), so that the test reads each sample's output as if it had run alone.
 * Exits with 1 when a sample does not compile.
 */
public class CompileEach {
    public static void main(String[] folders) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int failed = 0;
        for (String folder : folders) {
            if (javac.run(null, null, null, "-d", folder, folder + "/Main.java") != 0) {
                System.err.println("did not compile: " + folder);
                failed++;
            }
        }
        if (failed > 0) System.exit(1);
        PrintStream out = System.out;
        for (String folder : folders) {
            ByteArrayOutputStream printed = new ByteArrayOutputStream();
            String outcome = "ok";
            try (URLClassLoader loader = new URLClassLoader(new URL[] {new File(folder).toURI().toURL()}, CompileEach.class.getClassLoader())) {
                System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
                loader.loadClass("Main").getMethod("main", String[].class).invoke(null, (Object) new String[0]);
            } catch (InvocationTargetException thrown) {
                outcome = "error " + thrown.getCause();
            } finally {
                System.setOut(out);
            }
            out.println("@@@ " + folder + " " + outcome.replace('\n', ' '));
            out.print(printed.toString(StandardCharsets.UTF_8));
        }
        out.println("@@@ end");
    }
}
