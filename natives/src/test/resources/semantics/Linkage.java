/**
 * Linkage errors inside the target. After compiling, the test deletes Missing and MissingSuper,
 * recompiles the classes in LinkageChanged.java, and marks Newer and TooNew as compiled for
 * Java 18 (class file version 62).
 */
public class Linkage {
    interface Op { Object run() throws Throwable; }

    static void attempt(String label, Op op) {
        try {
            System.out.println(label + " = " + op.run());
        } catch (Throwable e) {
            System.out.println(label + " -> " + e);
        }
    }

    public static void main(String[] args) {
        attempt("new of a missing class", () -> new Missing());
        attempt("static call into a missing class", () -> Missing.call());
        attempt("missing class again", () -> new Missing());
        attempt("missing superclass", () -> new Orphan());
        attempt("array of a missing class", () -> new Missing[1]);
        attempt("Class.forName of a missing class", () -> Class.forName("Missing"));
        attempt("removed method", () -> Lib.gone());
        attempt("removed field", () -> Lib.field);
        attempt("static method became instance", () -> Lib.becomesInstance());
        attempt("instance method became static", () -> new Lib().becomesStatic());
        attempt("default method became abstract", () -> new Thing().name());
        attempt("interface became a class", () -> new Circle());
        attempt("abstract method of an abstract class not implemented", () -> new Square().area());
        attempt("superclass became final", () -> new Sub());
        attempt("superclass became an interface", () -> new Kid());
        attempt("class became abstract", () -> new Concrete());
        attempt("instance field became static", () -> new Lib().counter);
        attempt("static field became instance", () -> Lib.total);
        attempt("class file version 62", () -> new Newer());
        attempt("class file version 62 again", () -> Newer.class);
        attempt("still running", () -> "yes");
    }
}

class TooNew { public static void main(String[] args) { System.out.println("ran"); } }
class Missing { static int call() { return 1; } }
class MissingSuper { }
class Orphan extends MissingSuper { }
class Newer { }
class Lib {
    static int field = 5;
    int counter = 1;
    static int total = 2;
    static int gone() { return 1; }
    static int becomesInstance() { return 2; }
    int becomesStatic() { return 3; }
}
interface Named { default String name() { return "default"; } }
class Thing implements Named { }
interface Shape { }
class Circle implements Shape { }
class Polygon { int area() { return 0; } }
class Square extends Polygon { }
class Open { }
class Sub extends Open { }
class Parent { }
class Kid extends Parent { }
class Concrete { }
