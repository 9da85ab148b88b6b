import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Compiles each folder's Main.java into that folder, all in this one JVM
 * (tests/samples/run-samples.test.ts): starting a JVM and its compiler per
 * sample, as `java Main.java` does, costs about 1.5 s of CPU each.
 */
public class CompileEach {
    public static void main(String[] folders) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int failed = 0;
        for (String folder : folders) {
            if (javac.run(null, null, null, "-d", folder, folder + "/Main.java") != 0) {
                System.err.println("did not compile: " + folder);
                failed++;
            }
        }
        System.exit(failed == 0 ? 0 : 1);
    }
}
